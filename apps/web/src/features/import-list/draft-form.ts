import {
  IMPORT_LIMITS,
  dollarsToCents,
  importProfit,
  type ImportDraft,
  type ImportDraftPatch,
  type ImportVariant,
  type ImportVariantPatch,
} from '@dropport/contracts';
import { centsToInput } from '@/lib/money-text';

/** A price as the seller left it: following the rules, or typed (an empty text goes back to the rules on save). */
export type Amount = { kind: 'rule' } | { kind: 'custom'; text: string };

export interface VariantForm {
  selected: boolean;
  price: Amount;
  compareAt: Amount;
}

/** The editor's state of one item: what the seller sees and types, saved as a patch of what changed. */
export interface DraftForm {
  title: string;
  description: string;
  tags: string[];
  images: string[];
  variants: Record<number, VariantForm>;
}

const RULE: Amount = { kind: 'rule' };
const typed = (cents: number | null, locale: string): Amount =>
  cents === null ? RULE : { kind: 'custom', text: centsToInput(cents, locale) };

export function formOf(draft: ImportDraft, locale: string): DraftForm {
  return {
    title: draft.title,
    description: draft.description,
    tags: [...draft.tags],
    images: [...draft.images],
    variants: Object.fromEntries(
      draft.variants.map((v) => [
        v.id,
        { selected: v.selected, price: typed(v.priceOverrideCents, locale), compareAt: typed(v.compareAtOverrideCents, locale) },
      ]),
    ),
  };
}

/** Cents of a typed amount: null to follow the rules, 'invalid' when it is not a price. */
export function typedCents(a: Amount): number | null | 'invalid' {
  if (a.kind === 'rule' || a.text.trim() === '') return null;
  const cents = dollarsToCents(a.text);
  return cents === null || cents > IMPORT_LIMITS.priceCents ? 'invalid' : cents;
}

export type VariantProblem = 'priceInvalid' | 'compareAtInvalid' | 'compareAtTooLow';

/** What a variant's row shows as the seller types: price, profit, warnings. */
export interface VariantFigures {
  priceCents: number;
  /** Null: the rules decide (shown as the last saved figure), or none. */
  compareAtCents: number | null;
  profitCents: number | null;
  belowCost: boolean;
  problem: VariantProblem | null;
}

export function figuresOf(v: ImportVariant, f: VariantForm): VariantFigures {
  const price = typedCents(f.price);
  const compareAt = typedCents(f.compareAt);
  // A price typed wrong counts as the rule's until it is fixed (the row says what is wrong).
  const priceCents = typeof price === 'number' ? price : v.rulePriceCents;
  const compareAtCents = typeof compareAt === 'number' ? compareAt : f.compareAt.kind === 'rule' ? v.compareAtCents : null;
  const problem: VariantProblem | null =
    price === 'invalid'
      ? 'priceInvalid'
      : compareAt === 'invalid'
        ? 'compareAtInvalid'
        : typeof compareAt === 'number' && compareAt <= priceCents
          ? 'compareAtTooLow'
          : null;
  return {
    priceCents,
    compareAtCents,
    profitCents: importProfit(priceCents, v.costCents, v.shippingCents),
    belowCost: priceCents < v.costCents + (v.shippingCents ?? 0),
    problem,
  };
}

export type FormProblem = 'titleRequired' | 'titleTooLong' | 'imagesRequired' | 'variantRequired' | 'variantPrices';

/** Why the form cannot be saved yet (the first reason), or null. */
export function formProblem(draft: ImportDraft, form: DraftForm): FormProblem | null {
  const title = form.title.trim();
  if (title === '') return 'titleRequired';
  if (title.length > IMPORT_LIMITS.title) return 'titleTooLong';
  if (form.images.length === 0) return 'imagesRequired';
  const rows = draft.variants.map((v) => ({ v, f: form.variants[v.id] }));
  if (!rows.some(({ f }) => f?.selected)) return 'variantRequired';
  if (rows.some(({ v, f }) => f && figuresOf(v, f).problem !== null)) return 'variantPrices';
  return null;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Only what changed since the item was saved; undefined when nothing did. */
export function patchOf(draft: ImportDraft, form: DraftForm): ImportDraftPatch | undefined {
  const patch: ImportDraftPatch = {};
  const title = form.title.trim();
  if (title !== draft.title) patch.title = title;
  if (form.description !== draft.description) patch.description = form.description;
  if (!sameList(form.tags, draft.tags)) patch.tags = form.tags;
  if (!sameList(form.images, draft.images)) patch.images = form.images;
  const variants: ImportVariantPatch[] = [];
  for (const v of draft.variants) {
    const f = form.variants[v.id];
    if (!f) continue;
    const change: ImportVariantPatch = { id: v.id };
    if (f.selected !== v.selected) change.selected = f.selected;
    const price = typedCents(f.price);
    if (price !== 'invalid' && price !== v.priceOverrideCents) change.priceCents = price;
    const compareAt = typedCents(f.compareAt);
    if (compareAt !== 'invalid' && compareAt !== v.compareAtOverrideCents) change.compareAtCents = compareAt;
    if (Object.keys(change).length > 1) variants.push(change);
  }
  if (variants.length > 0) patch.variants = variants;
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/** Lowest and highest of the selected variants' prices (all variants' when none is selected). */
export function priceRange(draft: ImportDraft): [number, number] | null {
  const chosen = draft.variants.filter((v) => v.selected);
  const prices = (chosen.length > 0 ? chosen : draft.variants).map((v) => v.priceCents);
  return prices.length > 0 ? [Math.min(...prices), Math.max(...prices)] : null;
}
