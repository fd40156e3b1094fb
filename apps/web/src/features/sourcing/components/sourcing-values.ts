import { SOURCING_COST_MAX_CENTS, SourcingCreate, dollarsToCents } from '@dropport/contracts';

/** What the form holds: the cost as typed (dollars), the rest as the request takes it. */
export interface SourcingFormValues {
  productUrl?: string;
  description?: string;
  images?: string[];
  targetCost?: string;
  quantity?: number | null;
  shipToCountry?: string | null;
}

const trimmed = (v: string | undefined) => (v ?? '').trim();

/** Whether a typed link is one the server takes (http or https, with a real host). */
export const isWebLink = (v: string) => SourcingCreate.shape.productUrl.safeParse(v).success;

/** Why a typed target cost cannot be sent, as a key under `sourcing.form`, or null when it can. */
export function costProblem(typed: string | undefined): 'costRequired' | 'costInvalid' | 'costTooHigh' | null {
  if (trimmed(typed) === '') return 'costRequired';
  const cents = dollarsToCents(trimmed(typed));
  if (cents === null) return 'costInvalid';
  return cents > SOURCING_COST_MAX_CENTS ? 'costTooHigh' : null;
}

/** The request body of checked form values: cents from the typed dollars, empty texts left out. */
export function toSourcingCreate(v: SourcingFormValues): SourcingCreate {
  const url = trimmed(v.productUrl);
  const description = trimmed(v.description);
  return {
    ...(url ? { productUrl: url } : {}),
    ...(description ? { description } : {}),
    images: v.images ?? [],
    targetCostCents: dollarsToCents(trimmed(v.targetCost)) ?? 0,
    quantity: v.quantity ?? 0,
    ...(v.shipToCountry ? { shipToCountry: v.shipToCountry } : {}),
  };
}
