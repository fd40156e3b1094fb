import fs from 'node:fs';
import path from 'node:path';
import { Zip, ZipDeflate } from 'fflate';
import { DATA_EXPORT_PARTS, type DataExportPart } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { decimalCents, toCsv } from '../../lib/csv-writer.js';
import { groupBy } from '../../lib/group-by.js';
import { isoOrNull } from '../../lib/time.js';
import * as repo from './privacy.repo.js';

type Row = Record<string, unknown>;
interface PartFiles {
  /** Rows in the part's main list (orders for `orders`, one for `profile`). */
  count: number;
  files: Record<string, string>;
}

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const isoOf = (v: unknown) => isoOrNull(v === null || v === undefined ? null : Number(v)) ?? '';
/** Columns stored as JSON text read back as JSON, so the file holds what they mean rather than escaped text. */
const parsed = (row: Row, columns: readonly string[]): Row => {
  const out = { ...row };
  for (const c of columns) {
    const v = out[c];
    if (typeof v === 'string' && v !== '') {
      try {
        out[c] = JSON.parse(v);
      } catch {
        /* kept as the text it is */
      }
    }
  }
  return out;
};
const csv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) => toCsv([header, ...rows]);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const SETTINGS_TABLES = [
  'user_settings',
  'pricing_rule_sets',
  'user_shipping',
  'user_shipping_rules',
  'user_track_settings',
  'user_track_carriers',
  'user_praise_cards',
  'user_email_prefs',
] as const;

/** Each part's files, read from the account's rows. */
const PARTS: Record<DataExportPart, (db: Db, userId: string) => Promise<PartFiles>> = {
  profile: async (db, userId) => {
    const [profile, memberships] = await Promise.all([repo.profileOf(db, userId), repo.membershipsOf(db, userId)]);
    return {
      count: 1,
      files: { 'profile.json': json({ ...profile, teams: memberships.map((m) => parsed(m, ['permissions', 'store_ids'])) }) },
    };
  },
  settings: async (db, userId) => {
    const all: Record<string, Row[]> = {};
    for (const t of SETTINGS_TABLES) all[t] = (await repo.rowsOf(db, t, userId)).map((r) => parsed(r, ['rule_set']));
    return { count: SETTINGS_TABLES.length, files: { 'settings.json': json(all) } };
  },
  stores: async (db, userId) => {
    const stores = await repo.storesOf(db, userId);
    return {
      count: stores.length,
      files: {
        'stores.json': json(stores),
        'stores.csv': csv(
          ['id', 'platform', 'shop_domain', 'name', 'currency', 'status', 'linked_at'],
          stores.map((s) => [s.id, s.platform, s.shop_domain, s.name, s.currency, s.status, isoOf(s.linked_at)]),
        ),
      },
    };
  },
  listings: async (db, userId) => {
    const [listings, variants] = await Promise.all([repo.listingsOf(db, userId), repo.listingVariantsOf(db, userId)]);
    const byListing = groupBy(variants, (v) => v.listing_id);
    const jsonCols = ['tags', 'images', 'options', 'error_params', 'sync_problem_params'];
    return {
      count: listings.length,
      files: {
        'listings.json': json(
          listings.map((l) => ({
            ...parsed(l, jsonCols),
            variants: (byListing.get(l.id) ?? []).map((v) => parsed(v, ['option_values'])),
          })),
        ),
        'listings.csv': csv(
          [
            'id',
            'store_id',
            'product_id',
            'title',
            'status',
            'currency',
            'price_min',
            'price_max',
            'store_product_url',
            'pushed_at',
          ],
          listings.map((l) => [
            l.id,
            l.store_id,
            l.product_id,
            l.title,
            l.status,
            l.currency,
            decimalCents(Number(l.price_min_cents)),
            decimalCents(Number(l.price_max_cents)),
            text(l.store_product_url),
            isoOf(l.pushed_at),
          ]),
        ),
      },
    };
  },
  orders: async (db, userId) => {
    const [orders, items] = await Promise.all([repo.ordersOf(db, userId), repo.orderItemsOf(db, userId)]);
    const byOrder = groupBy(items, (i) => i.order_id);
    const row = orders[0] as Row | undefined;
    const columns = row ? Object.keys(row).filter((c) => c !== 'search_text') : [];
    return {
      count: orders.length,
      files: {
        'orders.json': json(
          orders.map((o) => {
            const { search_text: _search, ...rest } = o as Row;
            return { ...parsed(rest, ['address_problems']), items: byOrder.get(o.id) ?? [] };
          }),
        ),
        'orders.csv': csv(
          columns,
          orders.map((o) => columns.map((c) => text((o as Row)[c]))),
        ),
        'order-items.csv': csv(
          ['order_id', 'position', 'sku', 'title', 'variant_title', 'quantity', 'unit_cost', 'source'],
          items.map((i) => [
            i.order_id,
            i.position,
            text(i.sku),
            i.title,
            text(i.variant_title),
            i.quantity,
            decimalCents(Number(i.unit_cost_cents)),
            text(i.source),
          ]),
        ),
      },
    };
  },
  ledger: async (db, userId) => {
    const [lines, recharges, withdrawals] = await Promise.all([
      repo.ledgerLinesOf(db, userId),
      repo.rechargesOf(db, userId),
      repo.withdrawalsOf(db, userId),
    ]);
    return {
      count: lines.length,
      files: {
        'ledger.json': json({ movements: lines, recharges, withdrawals }),
        'ledger.csv': csv(
          ['date', 'account', 'currency', 'kind', 'memo', 'reference', 'amount', 'balance_after', 'transaction_id'],
          lines.map((l) => [
            isoOf(l.created_at),
            l.account,
            l.currency,
            l.kind,
            l.memo,
            text(l.reference),
            decimalCents(Number(l.amount_minor)),
            decimalCents(Number(l.balance_after)),
            l.transaction_id,
          ]),
        ),
      },
    };
  },
  invoices: async (db, userId) => {
    const invoices = await repo.invoicesOf(db, userId);
    return {
      count: invoices.length,
      files: {
        'invoices.json': json(invoices.map((i) => parsed(i, ['lines', 'bill_to']))),
        'invoices.csv': csv(
          ['number', 'kind', 'issued_at', 'currency', 'subtotal', 'tax', 'total'],
          invoices.map((i) => [
            i.number,
            i.kind,
            isoOf(i.issued_at),
            i.currency,
            decimalCents(Number(i.subtotal_cents)),
            decimalCents(Number(i.tax_cents)),
            decimalCents(Number(i.total_cents)),
          ]),
        ),
      },
    };
  },
  tickets: async (db, userId) => {
    const [tickets, messages] = await Promise.all([repo.ticketsOf(db, userId), repo.ticketMessagesOf(db, userId)]);
    const byTicket = groupBy(messages, (m) => m.ticket_id);
    return {
      count: tickets.length,
      files: {
        'tickets.json': json(
          tickets.map((t) => ({
            ...parsed(t, ['context']),
            messages: (byTicket.get(t.id) ?? []).map((m) => parsed(m, ['attachments'])),
          })),
        ),
        'tickets.csv': csv(
          ['number', 'category', 'subject', 'status', 'order_no', 'created_at', 'closed_at', 'messages'],
          tickets.map((t) => [
            t.number,
            t.category,
            t.subject,
            t.status,
            text(t.order_no),
            isoOf(t.created_at),
            isoOf(t.closed_at),
            byTicket.get(t.id)?.length ?? 0,
          ]),
        ),
      },
    };
  },
};

/**
 * Writes the ZIP of an account's data to `file`: each part of DATA_EXPORT_PARTS as JSON (and CSV for its lists), then
 * `manifest.json` naming every part with its row count. `onPart` is told after each part (the job's progress).
 * Answers the ZIP's size.
 */
export async function writeDataExport(
  db: Db,
  userId: string,
  file: string,
  meta: { exportId: string; createdAt: number },
  onPart: (done: number, total: number) => Promise<void>,
): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  const written = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let failed: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const add = (name: string, content: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(Buffer.from(content, 'utf8'), true);
  };
  const counts: Record<string, number> = {};
  try {
    let done = 0;
    for (const part of DATA_EXPORT_PARTS) {
      const p = await PARTS[part](db, userId);
      for (const [name, content] of Object.entries(p.files)) add(name, content);
      counts[part] = p.count;
      await onPart(++done, DATA_EXPORT_PARTS.length);
    }
    add(
      'manifest.json',
      json({
        format: 1,
        exportId: meta.exportId,
        userId,
        createdAt: new Date(meta.createdAt).toISOString(),
        parts: counts,
        note: 'Amounts in CSV files are in currency units with two decimals; JSON files keep the stored minor units (cents).',
      }),
    );
  } finally {
    zip.end();
    await written;
  }
  if (failed) throw failed;
  return fs.statSync(file).size;
}
