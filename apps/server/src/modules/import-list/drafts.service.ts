import type { ImportDraft, ImportDraftPage, ImportDraftPatch, ImportListRemoveResult } from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { defaultShipTo } from '../market/market.service.js';
import { cheapestFor } from '../market/shipping-quote.service.js';
import { toDraft, variantPrices, type PricingContext } from './draft-view.js';
import * as repo from './import-list.repo.js';
import { defaultRuleSet } from './rule-set.js';
import { groupBy } from '../../lib/group-by.js';

type Patch = z.output<typeof ImportDraftPatch>;

/** What prices an item: the seller's rules and default country. Read with ctx.db, so before any transaction. */
export interface SellerPricing {
  rules: PricingContext['rules'];
  shipTo: string;
}

/** The seller's pricing basis (a query outside a transaction: SQLite has one connection, held by the transaction). */
export async function sellerPricing(ctx: Ctx, userId: string): Promise<SellerPricing> {
  const [rules, shipTo] = await Promise.all([defaultRuleSet(ctx, userId), defaultShipTo(ctx, userId)]);
  return { rules, shipTo };
}

/** Each variant's cheapest shipping to the seller's default country. */
async function pricingFor(db: Db, basis: SellerPricing, rows: repo.ItemRow[], variants: repo.VariantRow[]) {
  const templateOf = new Map(rows.map((r) => [Number(r.product_id), Number(r.p_template_id)]));
  const estimates = await cheapestFor(
    db,
    variants.map((v) => ({
      id: Number(v.id),
      templateId: templateOf.get(Number(v.product_id)) ?? 0,
      weightG: Number(v.weight_g),
    })),
    basis.shipTo,
  );
  const shipping = new Map([...estimates].map(([id, e]) => [id, e ? e.costCents : null]));
  return { ...basis, shipping } satisfies PricingContext;
}

/**
 * Items as the API shows them: editable fields, variants priced by the seller's default rules, shipping and profit
 * to the default country. The push step reads items through here too (selected variants, their prices).
 */
export async function toDrafts(db: Db, basis: SellerPricing, userId: string, rows: repo.ItemRow[]): Promise<ImportDraft[]> {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((r) => Number(r.product_id)))];
  const [variants, choices, mine] = await Promise.all([
    repo.variantsOf(db, productIds),
    repo.choicesOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.privateFor(db, userId, productIds),
  ]);
  const pricing = await pricingFor(db, basis, rows, variants);
  const variantsOf = groupBy(variants, (v) => Number(v.product_id));
  const choicesOf = groupBy(choices, (c) => c.item_id);
  return rows.map((r) => {
    const productId = Number(r.product_id);
    return toDraft(r, variantsOf.get(productId) ?? [], choicesOf.get(r.id) ?? [], mine.has(productId), pricing);
  });
}

/** GET /api/import-list: a page of the seller's items, newest first. */
export async function listDrafts(ctx: Ctx, userId: string, cursor: string | undefined, limit: number): Promise<ImportDraftPage> {
  const [rows, total, basis] = await Promise.all([
    repo.itemPage(ctx.db, userId, decodeCursor(repo.ITEM_CURSOR, cursor), limit),
    repo.countItems(ctx.db, userId),
    sellerPricing(ctx, userId),
  ]);
  const page = pageOf(rows, limit, repo.ITEM_CURSOR, (r) => ({ id: r.id }));
  return { items: await toDrafts(ctx.db, basis, userId, page.items), total, nextCursor: page.nextCursor };
}

/** One of the seller's items; another seller's (or no) item is IMPORT_ITEM_NOT_FOUND. */
export async function getDraft(ctx: Ctx, userId: string, id: string): Promise<ImportDraft> {
  return draftIn(ctx.db, await sellerPricing(ctx, userId), userId, id);
}

async function draftIn(db: Db, basis: SellerPricing, userId: string, id: string): Promise<ImportDraft> {
  const row = await repo.itemById(db, userId, id);
  if (!row) fail('IMPORT_ITEM_NOT_FOUND', { id });
  const [draft] = await toDrafts(db, basis, userId, [row]);
  return draft!;
}

/** Case-insensitive duplicates dropped, the first spelling kept. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * PATCH /api/import-list/{id}: changes the fields given. Every check runs before anything is written, in one
 * transaction with the item locked, so a refused edit leaves the item as it was. A price below cost and shipping is
 * allowed (the answer's variants say `belowCost`); a compare-at price must stay above the price.
 */
export async function updateDraft(ctx: Ctx, userId: string, id: string, patch: Patch): Promise<ImportDraft> {
  const basis = await sellerPricing(ctx, userId);
  return ctx.db.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time already.
    const row = await repo.itemById(trx, userId, id, ctx.engine === 'postgres');
    if (!row) fail('IMPORT_ITEM_NOT_FOUND', { id });

    let images: string[] | undefined;
    if (patch.images) {
      const known = new Set(JSON.parse(row.p_images) as string[]);
      images = [...new Set(patch.images)];
      const stranger = images.find((u) => !known.has(u));
      if (stranger !== undefined) fail('IMPORT_IMAGE_UNKNOWN', { url: stranger });
    }

    const choices: repo.Choice[] = [];
    if (patch.variants) {
      const variants = await repo.variantsOf(trx, [Number(row.product_id)]);
      const byId = new Map(variants.map((v) => [Number(v.id), v]));
      const stored = new Map((await repo.choicesOf(trx, [id])).map((c) => [Number(c.variant_id), c]));
      const current = (variantId: number): repo.Choice => {
        const c = stored.get(variantId);
        return {
          variantId,
          selected: c ? Number(c.selected) === 1 : true,
          priceCents: c?.price_cents == null ? null : c.price_cents,
          compareAtCents: c?.compare_at_cents == null ? null : c.compare_at_cents,
        };
      };
      const priced: number[] = [];
      for (const change of patch.variants) {
        if (!byId.has(change.id)) fail('IMPORT_VARIANT_UNKNOWN', { id: change.id });
        const was = current(change.id);
        choices.push({
          variantId: change.id,
          selected: change.selected ?? was.selected,
          priceCents: change.priceCents !== undefined ? change.priceCents : was.priceCents,
          compareAtCents: change.compareAtCents !== undefined ? change.compareAtCents : was.compareAtCents,
        });
        if (change.priceCents !== undefined || change.compareAtCents !== undefined) priced.push(change.id);
      }
      const next = new Map(choices.map((c) => [c.variantId, c]));
      if (!variants.some((v) => (next.get(Number(v.id)) ?? current(Number(v.id))).selected)) fail('IMPORT_VARIANT_REQUIRED');

      const withCompareAt = choices.filter((c) => c.compareAtCents !== null && priced.includes(c.variantId));
      if (withCompareAt.length > 0) {
        const pricing = await pricingFor(trx, basis, [row], variants);
        for (const c of withCompareAt) {
          const v = byId.get(c.variantId)!;
          const shipping = pricing.shipping.get(c.variantId) ?? null;
          const { priceCents } = variantPrices(pricing.rules, v.cost_cents, shipping, { ...c, compareAtCents: null });
          if ((c.compareAtCents ?? 0) <= priceCents) fail('IMPORT_COMPARE_AT_TOO_LOW', { sku: v.sku, id: c.variantId });
        }
      }
    }

    const now = ctx.now();
    await repo.updateItem(
      trx,
      id,
      {
        title: patch.title,
        description: patch.description,
        tags: patch.tags ? uniqueTags(patch.tags) : undefined,
        images,
      },
      now,
    );
    await repo.saveChoices(trx, id, choices, now);
    return draftIn(trx, basis, userId, id);
  });
}

/**
 * POST /api/import-list/remove: removes the seller's items, all or none: an id that is not one of theirs is
 * IMPORT_ITEM_NOT_FOUND and nothing goes. The push step's listings are not touched.
 */
export async function removeDrafts(ctx: Ctx, userId: string, ids: string[]): Promise<ImportListRemoveResult> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const owned = await repo.ownedIds(trx, userId, unique);
    const missing = unique.find((i) => !owned.has(i));
    if (missing !== undefined) fail('IMPORT_ITEM_NOT_FOUND', { id: missing });
    await repo.removeItems(trx, userId, unique);
    return { removed: unique };
  });
}
