import { z } from 'zod';
import { formNumber, optionalText } from './form.js';
import { CountryCode } from './regions.js';
import { UserId } from './users.js';

/** Where a sourcing request stands: the seller asks, Dropport's team takes it, then quotes a product or declines. */
export const SOURCING_STATUSES = ['pending', 'processing', 'quoted', 'declined', 'cancelled'] as const;
export const SourcingStatus = z.enum(SOURCING_STATUSES);
export type SourcingStatus = z.infer<typeof SourcingStatus>;

/** The moves a request may make; anything else is SOURCING_TRANSITION_INVALID. Quoted, declined and cancelled are final. */
export const SOURCING_FLOW = {
  pending: ['processing', 'cancelled'],
  processing: ['quoted', 'declined', 'cancelled'],
  quoted: [],
  declined: [],
  cancelled: [],
} as const satisfies Record<SourcingStatus, readonly SourcingStatus[]>;

/** Whether a request may move from one status to another. */
export function canMoveSourcing(from: SourcingStatus, to: SourcingStatus): boolean {
  return (SOURCING_FLOW[from] as readonly SourcingStatus[]).includes(to);
}

/** How many images a request keeps, and the longest texts it takes. */
export const SOURCING_IMAGES_MAX = 6;
export const SOURCING_URL_MAX = 2000;
export const SOURCING_DESCRIPTION_MAX = 4000;
export const SOURCING_NOTE_MAX = 1000;
/** Upper bounds that catch a typo (a cost of a million dollars, a billion pieces) rather than limit real business. */
export const SOURCING_COST_MAX_CENTS = 100_000_00;
export const SOURCING_QUANTITY_MAX = 10_000_000;

/** The image types a request's pictures may be (the uploads API's `image` purpose takes these). */
export const SOURCING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const SOURCING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const Cents = formNumber(z.number().int().min(1).max(SOURCING_COST_MAX_CENTS));
const Id = z.string().regex(/^[0-9A-Z]{26}$/);
/** A form post sends one image as a string and several as repeated fields; JSON sends a list. */
const ImageList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? [v] : v),
  z.array(z.string().trim().min(1).max(200)).max(SOURCING_IMAGES_MAX),
);

/** A new request (POST /v1/users/{userId}/source, JSON or form-encoded). A link or a description is needed. */
export const SourcingCreate = z.object({
  productUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.httpUrl().max(SOURCING_URL_MAX).optional(),
  ),
  description: optionalText(SOURCING_DESCRIPTION_MAX),
  /** Addresses of the seller's own image uploads (`/files/{id}`). */
  images: ImageList,
  targetCostCents: Cents,
  quantity: formNumber(z.number().int().min(1).max(SOURCING_QUANTITY_MAX)),
  shipToCountry: z.preprocess((v) => (v === '' || v === null ? undefined : v), CountryCode.optional()),
});
export type SourcingCreate = z.input<typeof SourcingCreate>;

/** An admin's answer: the price and the catalogue product found (POST /api/admin/sourcing/{id}/quote). */
export const SourcingQuote = z.object({
  quoteCents: Cents,
  productId: formNumber(z.number().int().positive()),
  note: optionalText(SOURCING_NOTE_MAX),
});
export type SourcingQuote = z.input<typeof SourcingQuote>;

/** An admin's refusal, with the reason the seller reads (POST /api/admin/sourcing/{id}/decline). */
export const SourcingDecline = z.object({ reason: z.string().trim().min(1).max(SOURCING_NOTE_MAX) });
export type SourcingDecline = z.input<typeof SourcingDecline>;

export const SourcingListQuery = z.object({
  status: SourcingStatus.optional(),
  cursor: Id.optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type SourcingListQuery = z.input<typeof SourcingListQuery>;

// Any id passes the schema so an unknown request is a 404 (SOURCING_NOT_FOUND), not a malformed request.
export const SourcingParams = z.object({ userId: UserId, id: z.string().min(1).max(64) });
export const AdminSourcingParams = z.object({ id: z.string().min(1).max(64) });

/** The catalogue product a quote links, as the seller's list shows it. */
export const SourcingProduct = z.object({ id: z.number().int(), title: z.string(), image: z.string().nullable() });
export type SourcingProduct = z.infer<typeof SourcingProduct>;

/** One request. Money is USD cents. */
export const SourcingRequest = z.object({
  id: z.string(),
  userId: z.string(),
  productUrl: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  targetCostCents: z.number().int(),
  quantity: z.number().int(),
  shipToCountry: z.string().nullable(),
  status: SourcingStatus,
  quoteCents: z.number().int().nullable(),
  product: SourcingProduct.nullable(),
  declineReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SourcingRequest = z.infer<typeof SourcingRequest>;

/** One change of status: who made it (the seller or Dropport's team) and what they said. */
export const SourcingEvent = z.object({
  id: z.string(),
  from: SourcingStatus.nullable(),
  to: SourcingStatus,
  by: z.enum(['seller', 'team']),
  note: z.string(),
  createdAt: z.string(),
});
export type SourcingEvent = z.infer<typeof SourcingEvent>;

/** A request with its history, oldest change first (GET /v1/users/{userId}/source/{id}). */
export const SourcingDetail = SourcingRequest.extend({ events: z.array(SourcingEvent) });
export type SourcingDetail = z.infer<typeof SourcingDetail>;

/** GET /v1/users/{userId}/source: the seller's requests, newest first. */
export const SourcingPage = z.object({ items: z.array(SourcingRequest), nextCursor: z.string().nullable() });
export type SourcingPage = z.infer<typeof SourcingPage>;

/** The admin queue: every seller's requests, each with the seller's email. */
export const AdminSourcingRequest = SourcingRequest.extend({ sellerEmail: z.string() });
export type AdminSourcingRequest = z.infer<typeof AdminSourcingRequest>;
export const AdminSourcingPage = z.object({ items: z.array(AdminSourcingRequest), nextCursor: z.string().nullable() });
export type AdminSourcingPage = z.infer<typeof AdminSourcingPage>;

const DOT_DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/;

/**
 * Dollars as typed (`12`, `12.5`, `1,299.99`, or `12,50` and `1.299,99` with a decimal comma) to integer cents, by
 * digits rather than floating point, so 0.29 is 29 and never 28.999…; null for anything that is not a positive
 * amount with at most two decimals.
 */
export function dollarsToCents(input: string): number | null {
  const s = input.trim().replace(/^(US)?\$\s*/i, '');
  const m = DOT_DECIMAL.exec(s) ?? COMMA_DECIMAL.exec(s);
  if (!m) return null;
  const whole = (m[1] ?? '').replace(/[.,]/g, '');
  if (whole.length > 12) return null;
  const cents = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
