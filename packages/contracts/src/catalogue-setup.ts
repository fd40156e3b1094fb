import { z } from 'zod';
import { formNumber } from './form.js';
import { CategoryId } from './market.js';
import { CountryCode } from './regions.js';

/** The admin's catalogue setup: the category tree and the shipping templates products point at. */

/** Top-level categories are depth 1; a subcategory's subcategory is the deepest (the demo tree uses two levels). */
export const CATEGORY_DEPTH_MAX = 3;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_SORT_MAX = 100_000;

const categoryName = z.string().trim().min(1).max(CATEGORY_NAME_MAX);
const emptyIsNull = (v: unknown) => (v === '' ? null : v);

/** Names, parent and place among its siblings: what PUT /api/admin/categories/{id} replaces (all required). */
export const CategoryUpdate = z.object({
  /** null (or an empty form field) for a top-level category. */
  parentId: z.preprocess(emptyIsNull, CategoryId.nullable()),
  nameEn: categoryName,
  nameEs: categoryName,
  namePt: categoryName,
  sort: formNumber(z.number().int().min(0).max(CATEGORY_SORT_MAX)),
});
export type CategoryUpdate = z.input<typeof CategoryUpdate>;

/** POST /api/admin/categories: a new category under a parent, or at the top when none is given. */
export const CategoryCreate = CategoryUpdate.extend({
  /** The slug the market filters by, e.g. `home-decor`; it cannot change later. */
  id: CategoryId,
  parentId: z.preprocess((v) => (v === '' || v === undefined ? null : v), CategoryId.nullable()),
  sort: formNumber(z.number().int().min(0).max(CATEGORY_SORT_MAX)).default(0),
});
export type CategoryCreate = z.input<typeof CategoryCreate>;

export const CategoryParams = z.object({ id: z.string().max(100) });

/** One category as the admin sees it: the three names and the products filed directly under it. */
export const AdminCategory = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  nameEn: z.string(),
  nameEs: z.string(),
  namePt: z.string(),
  sort: z.number().int(),
  /** 1 for a top-level category. */
  depth: z.number().int(),
  /** Products whose category is this one (not counting its subcategories'). */
  productCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** GET /api/admin/categories: every category, depth first (each parent before its children), siblings by sort. */
export const AdminCategoryList = z.object({ items: z.array(AdminCategory) });
export type AdminCategoryList = z.infer<typeof AdminCategoryList>;

/** `*` in a rule's country: every destination without a rule of its own for that method. */
export const ANY_COUNTRY = '*';
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_RULES_MAX = 1000;
export const TEMPLATE_LIMITS = {
  weightG: 1_000_000,
  /** $100,000: a typo, not a price. */
  priceCents: 10_000_000,
  days: 365,
} as const;

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const L = TEMPLATE_LIMITS;

/** One rule: a method's price and days to one destination (`*`: every other one). Prices are USD cents. */
export const ShippingTemplateRule = z.object({
  methodCode: z.string(),
  /** An ISO country code or `*`. */
  countryCode: z.string(),
  firstWeightG: z.number().int(),
  firstPriceCents: z.number().int(),
  additionalUnitG: z.number().int(),
  additionalPriceCents: z.number().int(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type ShippingTemplateRule = z.infer<typeof ShippingTemplateRule>;

/** A rule as written: within the limits, its country code upper-cased. */
export const ShippingTemplateRuleInput = ShippingTemplateRule.extend({
  methodCode: z.string().trim().min(1).max(40),
  countryCode: CountryCode,
  firstWeightG: int(1, L.weightG),
  firstPriceCents: int(0, L.priceCents),
  additionalUnitG: int(1, L.weightG),
  additionalPriceCents: int(0, L.priceCents),
  daysMin: int(0, L.days),
  daysMax: int(0, L.days),
});
export type ShippingTemplateRuleInput = z.input<typeof ShippingTemplateRuleInput>;

/** POST and PUT /api/admin/shipping-templates: the name and every rule (PUT replaces all the rules). */
export const ShippingTemplateWrite = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  rules: z.array(ShippingTemplateRuleInput).min(1).max(TEMPLATE_RULES_MAX),
});
export type ShippingTemplateWrite = z.input<typeof ShippingTemplateWrite>;

export const ShippingTemplateParams = z.object({ id: formNumber(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)) });

export const ShippingTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  ruleCount: z.number().int(),
  /** Products shipping by this template: while any does, it cannot be deleted. */
  productCount: z.number().int(),
  updatedAt: z.string(),
});
export type ShippingTemplateSummary = z.infer<typeof ShippingTemplateSummary>;
export const ShippingTemplateList = z.object({ items: z.array(ShippingTemplateSummary) });
export type ShippingTemplateList = z.infer<typeof ShippingTemplateList>;

/** GET /api/admin/shipping-templates/{id}: the template with its rules, by method then country (`*` last). */
export const ShippingTemplateDetail = ShippingTemplateSummary.extend({ rules: z.array(ShippingTemplateRule) });
export type ShippingTemplateDetail = z.infer<typeof ShippingTemplateDetail>;

/** A rule the whole set refuses: which row, which field, and the error code the server answers with. */
export interface TemplateRuleProblem {
  index: number;
  field: 'countryCode' | 'daysMax';
  code: 'TEMPLATE_RULE_DUPLICATE' | 'TEMPLATE_DAYS_INVALID';
}

type RuleShape = Pick<ShippingTemplateRule, 'methodCode' | 'countryCode' | 'daysMin' | 'daysMax'>;

/**
 * The checks across a template's rules that need no database: days max below days min, and a (country, method) pair
 * that an earlier rule already has (the later one is the problem). The server refuses with the first; the editor marks all.
 */
export function templateRuleProblems(rules: readonly RuleShape[]): TemplateRuleProblem[] {
  const problems: TemplateRuleProblem[] = [];
  const seen = new Set<string>();
  rules.forEach((r, index) => {
    if (r.daysMax < r.daysMin) problems.push({ index, field: 'daysMax', code: 'TEMPLATE_DAYS_INVALID' });
    const pair = `${r.countryCode.trim().toUpperCase()}\u0000${r.methodCode.trim()}`;
    if (seen.has(pair)) problems.push({ index, field: 'countryCode', code: 'TEMPLATE_RULE_DUPLICATE' });
    seen.add(pair);
  });
  return problems;
}

/** The rule that prices a parcel to `country` by `methodCode`: the country's own, else the `*` one (as the quote does). */
export function ruleFor<R extends Pick<ShippingTemplateRule, 'methodCode' | 'countryCode'>>(
  rules: readonly R[],
  methodCode: string,
  country: string,
): R | undefined {
  const mine = rules.filter((r) => r.methodCode === methodCode);
  return mine.find((r) => r.countryCode === country) ?? mine.find((r) => r.countryCode === ANY_COUNTRY);
}
