import {
  ANY_COUNTRY,
  templateRuleProblems,
  type ShippingTemplateDetail,
  type ShippingTemplateList,
  type ShippingTemplateRule,
  type ShippingTemplateWrite,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError, fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import { requireCountry } from '../regions/regions.service.js';
import * as repo from './templates.repo.js';

type Write = z.output<typeof ShippingTemplateWrite>;

/** Every template with how many rules it has and how many products ship by it. */
export async function listTemplates(ctx: Ctx): Promise<ShippingTemplateList> {
  const rows = await repo.listWithCounts(ctx.db);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      ruleCount: Number(r.rule_count ?? 0),
      productCount: Number(r.product_count ?? 0),
      updatedAt: iso(Number(r.updated_at)),
    })),
  };
}

async function detail(db: Db, id: number): Promise<ShippingTemplateDetail> {
  const t = (await repo.find(db, id)) ?? fail('TEMPLATE_NOT_FOUND', { id });
  const rules = await repo.rulesOf(db, id);
  return {
    id: Number(t.id),
    name: t.name,
    ruleCount: rules.length,
    productCount: await repo.countProducts(db, id),
    updatedAt: iso(Number(t.updated_at)),
    rules: rules.map((r) => ({
      methodCode: r.method_code,
      countryCode: r.country_code,
      firstWeightG: Number(r.first_weight_g),
      firstPriceCents: r.first_price_cents,
      additionalUnitG: Number(r.additional_unit_g),
      additionalPriceCents: r.additional_price_cents,
      daysMin: Number(r.days_min),
      daysMax: Number(r.days_max),
    })),
  };
}

/** One template with its rules. */
export const getTemplate = (ctx: Ctx, id: number) => detail(ctx.db, id);

/**
 * Refuses the first bad rule, naming its row (`index`, `row`) and field: a method or country that does not exist,
 * days max below days min, a (country, method) pair given twice. Runs before anything is written.
 */
async function checkRules(db: Db, rules: ShippingTemplateRule[]): Promise<void> {
  const methods = await repo.methodCodes(db);
  rules.forEach((r, index) => {
    const at = { index, row: index + 1 };
    if (!methods.has(r.methodCode))
      fail('SHIPPING_METHOD_UNKNOWN', { code: r.methodCode, ...at, field: `rules.${index}.methodCode` });
    if (r.countryCode !== ANY_COUNTRY) {
      try {
        requireCountry(r.countryCode);
      } catch (err) {
        // The same refusal, told which row it is about.
        if (err instanceof AppError) fail(err.code, { ...err.params, ...at, field: `rules.${index}.countryCode` });
        throw err;
      }
    }
  });
  const [problem] = templateRuleProblems(rules);
  if (problem) {
    const r = rules[problem.index];
    fail(problem.code, {
      index: problem.index,
      row: problem.index + 1,
      field: `rules.${problem.index}.${problem.field}`,
      methodCode: r?.methodCode,
      countryCode: r?.countryCode,
      daysMin: r?.daysMin,
      daysMax: r?.daysMax,
    });
  }
}

const toRows = (rules: ShippingTemplateRule[]) =>
  rules.map((r) => ({
    method_code: r.methodCode,
    country_code: r.countryCode,
    first_weight_g: r.firstWeightG,
    first_price_cents: r.firstPriceCents,
    additional_unit_g: r.additionalUnitG,
    additional_price_cents: r.additionalPriceCents,
    days_min: r.daysMin,
    days_max: r.daysMax,
  }));

/** A new template with its rules, all written or none. */
export async function createTemplate(ctx: Ctx, input: Write): Promise<ShippingTemplateDetail> {
  await checkRules(ctx.db, input.rules);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertTemplate(trx, input.name, ctx.now());
    await repo.replaceRules(trx, id, toRows(input.rules));
    return detail(trx, id);
  });
}

/** Renames the template and replaces all its rules in one transaction: quotes for its products change at once. */
export async function updateTemplate(ctx: Ctx, id: number, input: Write): Promise<ShippingTemplateDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockOne(trx, id))) fail('TEMPLATE_NOT_FOUND', { id });
    await checkRules(trx, input.rules);
    await repo.rename(trx, id, input.name, ctx.now());
    await repo.replaceRules(trx, id, toRows(input.rules));
    return detail(trx, id);
  });
}

/** Deletes a template no product ships by; one in use is TEMPLATE_IN_USE with the count of its products. */
export async function deleteTemplate(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const t = (await repo.lockOne(trx, id)) ?? fail('TEMPLATE_NOT_FOUND', { id });
    const count = await repo.countProducts(trx, id);
    if (count > 0) fail('TEMPLATE_IN_USE', { id, name: t.name, count });
    await repo.remove(trx, id);
  });
}
