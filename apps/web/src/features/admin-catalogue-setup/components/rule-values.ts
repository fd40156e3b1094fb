import {
  ANY_COUNTRY,
  TEMPLATE_LIMITS,
  dollarsToCents,
  ruleFor,
  shippingCost,
  templateRuleProblems,
  type ShippingTemplateRule,
} from '@dropport/contracts';

/** One row of the rules table as typed: codes chosen from selects, numbers and prices as text. */
export interface RuleDraft {
  key: string;
  methodCode: string | null;
  countryCode: string | null;
  firstWeightG: string;
  /** Dollars, e.g. `4.20` or `4,20`. */
  firstPrice: string;
  additionalUnitG: string;
  additionalPrice: string;
  daysMin: string;
  daysMax: string;
}

export type DraftField = Exclude<keyof RuleDraft, 'key'>;

/** A cell the editor marks: the row's key, the field, and the message key (with its values) to show. */
export interface CellError {
  key: string;
  field: DraftField;
  /** A message key of this feature, or (with `text`) unused. */
  message: string;
  values?: Record<string, string | number>;
  /** The server's own words (already in the console's language). */
  text?: string;
}

let next = 0;
const newKey = () => `rule-${++next}`;

/** A price as typed (`12`, `0.29`, `1,299.99`, `4,5`, `$3`) to integer cents by its digits, never through a float; 0 is free. */
export function priceToCents(input: string): number | null {
  if (/^\s*(US)?\$?\s*0+([.,]0{0,2})?\s*$/i.test(input)) return 0;
  return dollarsToCents(input);
}

const MARKS = new Map<string, string>();

/** Cents as the price text the cells show, with the locale's decimal mark: 29 → `0.29` (or `0,29`). */
export function centsToPrice(cents: number, locale = 'en-US'): string {
  let mark = MARKS.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    MARKS.set(locale, mark);
  }
  return `${Math.floor(cents / 100)}${mark}${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number within bounds, or null (`12.5`, `-1`, `abc` and an empty cell are not). */
export function parseWhole(input: string, min: number, max: number): number | null {
  const s = input.trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

export function draftOf(rule: ShippingTemplateRule, locale?: string): RuleDraft {
  return {
    key: newKey(),
    methodCode: rule.methodCode,
    countryCode: rule.countryCode,
    firstWeightG: String(rule.firstWeightG),
    firstPrice: centsToPrice(rule.firstPriceCents, locale),
    additionalUnitG: String(rule.additionalUnitG),
    additionalPrice: centsToPrice(rule.additionalPriceCents, locale),
    daysMin: String(rule.daysMin),
    daysMax: String(rule.daysMax),
  };
}

/** A new row: the previous row's method and numbers (the usual next step is another country), or sensible defaults. */
export function newDraft(after?: RuleDraft): RuleDraft {
  if (after) return { ...after, key: newKey(), countryCode: null };
  return {
    key: newKey(),
    methodCode: null,
    countryCode: null,
    firstWeightG: '100',
    firstPrice: '',
    additionalUnitG: '100',
    additionalPrice: '',
    daysMin: '',
    daysMax: '',
  };
}

const L = TEMPLATE_LIMITS;

/** One row as a rule, with the errors of each cell that does not read. */
function parseRow(d: RuleDraft): { rule: ShippingTemplateRule | null; errors: CellError[] } {
  const errors: CellError[] = [];
  const need = <T>(field: DraftField, value: T | null, message: string, values?: CellError['values']): T => {
    if (value === null) errors.push({ key: d.key, field, message, ...(values ? { values } : {}) });
    return value as T;
  };
  const whole = (field: DraftField, min: number, max: number) =>
    need(field, parseWhole(d[field] ?? '', min, max), 'catalogueSetup.rules.errors.whole', { min, max });
  const price = (field: 'firstPrice' | 'additionalPrice') => {
    const cents = priceToCents(d[field]);
    return need(field, cents !== null && cents <= L.priceCents ? cents : null, 'catalogueSetup.rules.errors.price');
  };
  const rule: ShippingTemplateRule = {
    methodCode: need('methodCode', d.methodCode, 'catalogueSetup.rules.errors.method'),
    countryCode: need('countryCode', d.countryCode, 'catalogueSetup.rules.errors.country'),
    firstWeightG: whole('firstWeightG', 1, L.weightG),
    firstPriceCents: price('firstPrice'),
    additionalUnitG: whole('additionalUnitG', 1, L.weightG),
    additionalPriceCents: price('additionalPrice'),
    daysMin: whole('daysMin', 0, L.days),
    daysMax: whole('daysMax', 0, L.days),
  };
  return { rule: errors.length ? null : rule, errors };
}

/** Every row as a rule, or the cells to fix: unreadable ones first, then days and repeated (country, method) pairs. */
export function parseRules(drafts: readonly RuleDraft[]): { rules: ShippingTemplateRule[] | null; errors: CellError[] } {
  const parsed = drafts.map(parseRow);
  const errors = parsed.flatMap((p) => p.errors);
  const whole = parsed.flatMap((p, i) => (p.rule ? [{ rule: p.rule, key: drafts[i]!.key }] : []));
  for (const problem of templateRuleProblems(whole.map((w) => w.rule))) {
    const { key } = whole[problem.index]!;
    errors.push({
      key,
      field: problem.field,
      message:
        problem.code === 'TEMPLATE_DAYS_INVALID' ? 'catalogueSetup.rules.errors.days' : 'catalogueSetup.rules.errors.duplicate',
    });
  }
  return { rules: errors.length ? null : parsed.map((p) => p.rule!), errors };
}

/** What a parcel would cost by each method to one country under the rows that read, cheapest first. */
export interface ExampleQuote {
  methodCode: string;
  costCents: number;
  daysMin: number;
  daysMax: number;
  /** Priced by the `*` rule (no rule of the country's own). */
  byDefault: boolean;
}

export function exampleQuotes(drafts: readonly RuleDraft[], country: string, weightG: number): ExampleQuote[] {
  const rules = drafts.flatMap((d) => parseRow(d).rule ?? []);
  const methods = [...new Set(rules.map((r) => r.methodCode))];
  return methods
    .flatMap((m) => {
      const r = ruleFor(rules, m, country);
      return r
        ? [
            {
              methodCode: m,
              costCents: shippingCost(r, weightG),
              daysMin: r.daysMin,
              daysMax: r.daysMax,
              byDefault: r.countryCode === ANY_COUNTRY,
            },
          ]
        : [];
    })
    .sort((a, b) => a.costCents - b.costCents || a.daysMax - b.daysMax);
}

const SERVER_FIELD: Record<string, DraftField> = { firstPriceCents: 'firstPrice', additionalPriceCents: 'additionalPrice' };

/** The cell a server refusal names (`rules.3.firstPriceCents` → row 4's first price), or null. */
export function serverCell(drafts: readonly RuleDraft[], field: unknown): { key: string; field: DraftField } | null {
  const m = typeof field === 'string' ? /^rules\.(\d+)\.(\w+)$/.exec(field) : null;
  const row = m ? drafts[Number(m[1])] : undefined;
  if (!m || !row) return null;
  const name = SERVER_FIELD[m[2]!] ?? m[2]!;
  return name in row && name !== 'key' ? { key: row.key, field: name as DraftField } : null;
}
