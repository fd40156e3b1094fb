import {
  dollarsToCents,
  validatePriceRules,
  type CompareAtKind,
  type MarkupKind,
  type PriceRuleProblem,
  type PriceRuleSet,
} from '@dropport/contracts';
import { centsToInput, decimalMark } from '@/lib/money-text';

/**
 * The pricing-rule form as typed: ranges with the text of their upper bound and markup, and the set's options.
 * A range starts where the one before it ends, so ranges stay contiguous by construction; the texts are read
 * into a PriceRuleSet (or field problems) on every change, which is what the preview and save use.
 */
export interface RangeDraft {
  /** Stable row key across splits and merges. */
  key: string;
  /** Upper bound in dollars as typed; ignored for the last range, which is open. */
  maxText: string;
  kind: MarkupKind;
  /** Multiplier ("1.8") or dollars ("4.50"), by kind. */
  valueText: string;
}

export interface PricingDraft {
  ranges: RangeDraft[];
  compareKind: CompareAtKind;
  compareText: string;
  endingOn: boolean;
  endingText: string;
  includeShipping: boolean;
}

/** A field that cannot be read: `max`/`value` of range `index`, the compare-at value, or the cents ending. */
export type FieldProblem =
  | { field: 'max' | 'value'; index: number; kind: 'amount' | 'multiplier' }
  | { field: 'compare'; kind: 'amount' | 'multiplier' }
  | { field: 'ending' };

export interface ReadDraft {
  /** The set when every field reads; null otherwise. */
  set: PriceRuleSet | null;
  /** Where each range starts, in cents; null after a bound that cannot be read. */
  mins: (number | null)[];
  fields: FieldProblem[];
  /** What validatePriceRules says about the set (only when every field reads). */
  problem: PriceRuleProblem | null;
}

export const MAX_RANGES = 20;

let keys = 0;
const nextKey = () => `r${++keys}`;

/** Dollars as typed to cents: "12", "12.5", "12,50", "$8", and 0 (a markup may be nothing); null when unreadable. */
export function readCents(text: string): number | null {
  const s = text.trim();
  if (/^(US)?\$?\s*0+([.,]0{0,2})?$/i.test(s)) return 0;
  return dollarsToCents(s);
}

/** A multiplier as typed ("2", "1.8", "x2,5", "×1.25") to thousandths; null when unreadable. */
export function readMultiplier(text: string): number | null {
  const m = /^[x×*]?\s*(\d{1,3})(?:[.,](\d{0,3}))?$/i.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

/** Thousandths as the seller types them: 2000 -> "2", 1850 -> "1.85" (the locale's decimal mark). */
export function multiplierText(milli: number, locale: string): string {
  const whole = Math.floor(milli / 1000);
  const rest = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}${decimalMark(locale)}${rest}` : String(whole);
}

const valueText = (kind: MarkupKind, value: number, locale: string) =>
  kind === 'multiplier' ? multiplierText(value, locale) : centsToInput(value, locale);

/** The form of a saved set. */
export function draftOf(set: PriceRuleSet, locale: string): PricingDraft {
  return {
    ranges: set.rules.map((r) => ({
      key: nextKey(),
      maxText: r.maxCostCents === null ? '' : centsToInput(r.maxCostCents, locale),
      kind: r.kind,
      valueText: valueText(r.kind, r.value, locale),
    })),
    compareKind: set.compareAt.kind,
    compareText: set.compareAt.kind === 'none' ? '' : valueText(set.compareAt.kind, set.compareAt.value, locale),
    endingOn: set.centsEnding !== null,
    endingText: set.centsEnding === null ? '99' : String(set.centsEnding).padStart(2, '0'),
    includeShipping: set.includeShipping,
  };
}

const readValue = (kind: MarkupKind, text: string) => (kind === 'multiplier' ? readMultiplier(text) : readCents(text));
const problemKind = (kind: MarkupKind) => (kind === 'multiplier' ? 'multiplier' : 'amount');

/** Reads the form into a set, listing what cannot be read, then checks the set as the server will. */
export function readDraft(draft: PricingDraft): ReadDraft {
  const fields: FieldProblem[] = [];
  const mins: (number | null)[] = [];
  const rules: PriceRuleSet['rules'] = [];
  let min: number | null = 0;
  draft.ranges.forEach((r, index) => {
    mins.push(min);
    const last = index === draft.ranges.length - 1;
    const max = last ? null : readCents(r.maxText);
    if (!last && max === null) fields.push({ field: 'max', index, kind: 'amount' });
    const value = readValue(r.kind, r.valueText);
    if (value === null) fields.push({ field: 'value', index, kind: problemKind(r.kind) });
    if (min !== null && value !== null && (last || max !== null)) {
      rules.push({ minCostCents: min, maxCostCents: max, kind: r.kind, value });
    }
    min = last ? null : max;
  });
  let compareValue = 0;
  if (draft.compareKind !== 'none') {
    const v = readValue(draft.compareKind, draft.compareText);
    if (v === null) fields.push({ field: 'compare', kind: problemKind(draft.compareKind) });
    compareValue = v ?? 0;
  }
  const ending = /^\d{2}$/.test(draft.endingText.trim()) ? Number(draft.endingText.trim()) : null;
  if (draft.endingOn && ending === null) fields.push({ field: 'ending' });
  if (fields.length) return { set: null, mins, fields, problem: null };
  const set: PriceRuleSet = {
    rules,
    compareAt: { kind: draft.compareKind, value: compareValue },
    centsEnding: draft.endingOn ? ending : null,
    includeShipping: draft.includeShipping,
  };
  return { set, mins, fields, problem: validatePriceRules(set) };
}

/**
 * Splits the last (open) range in two at a round bound: $10 when it starts at $0, else twice its start. The new
 * last range takes the same markup. `start` is where the last range starts now.
 */
export function splitLast(draft: PricingDraft, start: number, locale: string): PricingDraft {
  const last = draft.ranges.at(-1);
  if (!last || draft.ranges.length >= MAX_RANGES) return draft;
  const bound = start === 0 ? 1000 : start * 2;
  return {
    ...draft,
    ranges: [
      ...draft.ranges.slice(0, -1),
      { ...last, maxText: centsToInput(bound, locale) },
      { ...last, key: nextKey(), maxText: '' },
    ],
  };
}

/** Removes a range; the range before it (or after it, for the first) takes over its costs. */
export function removeRange(draft: PricingDraft, index: number): PricingDraft {
  if (draft.ranges.length <= 1) return draft;
  const ranges = draft.ranges.map((r) => ({ ...r }));
  const gone = ranges[index];
  const before = ranges[index - 1];
  if (gone && before) before.maxText = gone.maxText;
  ranges.splice(index, 1);
  return { ...draft, ranges };
}

export function updateRange(draft: PricingDraft, index: number, change: Partial<Omit<RangeDraft, 'key'>>): PricingDraft {
  return { ...draft, ranges: draft.ranges.map((r, i) => (i === index ? { ...r, ...change } : r)) };
}
