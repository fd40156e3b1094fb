import {
  SOURCING_STATUSES,
  SourcingCreate,
  SourcingDecline,
  SourcingListQuery,
  SourcingQuote,
  canMoveSourcing,
  type AdminSourcingPage,
  type AdminSourcingRequest,
  type SourcingDetail,
  type SourcingEvent,
  type SourcingPage,
  type SourcingRequest,
  type SourcingStatus,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso, isoOrNull } from '../../lib/time.js';
import { notify } from '../notifications/notifications.service.js';
import { requireCountry } from '../regions/regions.service.js';
import { fileUrl } from '../uploads/uploads.service.js';
import { getUser } from '../users/users.service.js';
import * as repo from './sourcing.repo.js';

type Create = z.output<typeof SourcingCreate>;
type Query = z.output<typeof SourcingListQuery>;
type Quote = z.output<typeof SourcingQuote>;
type Decline = z.output<typeof SourcingDecline>;

const statusOf = (s: string): SourcingStatus => SOURCING_STATUSES.find((k) => k === s) ?? fail('INTERNAL', { status: s });

const images = (json: string): string[] => JSON.parse(json) as string[];

function toRequest(r: repo.RequestView): SourcingRequest {
  const productImages = r.product_images === null ? [] : images(r.product_images);
  return {
    id: r.id,
    userId: r.user_id,
    productUrl: r.product_url === '' ? null : r.product_url,
    description: r.description === '' ? null : r.description,
    images: images(r.images),
    targetCostCents: r.target_cost_cents,
    quantity: Number(r.quantity),
    shipToCountry: r.ship_to_country,
    status: statusOf(r.status),
    quoteCents: r.quote_cents === null ? null : r.quote_cents,
    product:
      r.product_id === null || r.product_title === null
        ? null
        : { id: Number(r.product_id), title: r.product_title, image: productImages[0] ?? null },
    declineReason: r.decline_reason,
    answeredAt: isoOrNull(r.answered_at === null ? null : Number(r.answered_at)),
    createdAt: iso(Number(r.created_at)),
    updatedAt: iso(Number(r.updated_at)),
  };
}

const toAdminRequest = (r: repo.RequestView): AdminSourcingRequest => ({ ...toRequest(r), sellerEmail: r.seller_email });

/** Statuses in flow order: events of the same millisecond still read in the order they happened. */
const rank = (s: SourcingStatus) => SOURCING_STATUSES.indexOf(s);

function toEvents(rows: repo.EventRow[]): SourcingEvent[] {
  return rows
    .map((e) => {
      const from = e.from_status === null ? null : statusOf(e.from_status);
      const to = statusOf(e.to_status);
      // The flow settles who moved: sellers create and cancel, the team takes, quotes and declines.
      const by: SourcingEvent['by'] = from === null || to === 'cancelled' ? 'seller' : 'team';
      return { at: Number(e.created_at), event: { id: e.id, from, to, by, note: e.note, createdAt: iso(Number(e.created_at)) } };
    })
    .sort((a, b) => a.at - b.at || rank(a.event.to) - rank(b.event.to))
    .map((e) => e.event);
}

/** One page of requests, mapped for the caller. */
async function requestPage<T>(
  db: Db,
  f: Omit<repo.PageFilter, 'after'>,
  cursor: string | undefined,
  map: (r: repo.RequestView) => T,
) {
  const rows = await repo.page(db, { ...f, after: decodeCursor(repo.REQUEST_CURSOR, cursor) });
  const page = pageOf(rows, f.limit, repo.REQUEST_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/** The seller's requests, newest first, optionally of one status. */
export async function list(ctx: Ctx, userId: string, q: Query): Promise<SourcingPage> {
  await getUser(ctx, userId);
  return requestPage(ctx.db, { userId, status: q.status, limit: q.limit }, q.cursor, toRequest);
}

/** The admin queue: every seller's requests, newest first, optionally of one status. */
export async function listAll(ctx: Ctx, q: Query): Promise<AdminSourcingPage> {
  return requestPage(ctx.db, { status: q.status, limit: q.limit }, q.cursor, toAdminRequest);
}

async function detail(db: Db, id: string, ownerId?: string): Promise<SourcingDetail> {
  const row = await repo.findView(db, id);
  // Another seller's request reads as missing, so ids cannot be probed.
  if (!row || (ownerId !== undefined && row.user_id !== ownerId)) fail('SOURCING_NOT_FOUND', { id });
  return { ...toRequest(row), events: toEvents(await repo.eventsOf(db, id)) };
}

/** One of the seller's requests with its history. */
export function get(ctx: Ctx, userId: string, id: string): Promise<SourcingDetail> {
  return detail(ctx.db, id, userId);
}

const FILE_URL = /^\/files\/([0-9A-Z]{26})$/;

/** The request's pictures must be the seller's own image uploads; repeats are kept once. */
async function checkImages(db: Db, userId: string, urls: string[]): Promise<string[]> {
  const unique = [...new Set(urls)];
  const ids = unique.map((url) => FILE_URL.exec(url)?.[1] ?? fail('SOURCING_IMAGE_INVALID', { url }));
  const found = new Map((await repo.uploadsByIds(db, ids)).map((u) => [u.id, u]));
  for (const id of ids) {
    const u = found.get(id);
    // One answer for "not found" and "not yours", so other sellers' file ids cannot be probed.
    if (!u || u.user_id !== userId || u.purpose !== 'image') fail('SOURCING_IMAGE_INVALID', { url: fileUrl(id) });
  }
  return ids.map(fileUrl);
}

/** Records a seller's request after checking all of it: a link or a description, known country, own pictures. */
export async function create(ctx: Ctx, userId: string, input: Create): Promise<SourcingDetail> {
  await getUser(ctx, userId);
  if (!input.productUrl && !input.description) fail('SOURCING_URL_OR_DESCRIPTION');
  if (input.shipToCountry) requireCountry(input.shipToCountry);
  const pictures = await checkImages(ctx.db, userId, input.images);
  const now = ctx.now();
  const id = newId(now);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.insertRequest(trx, {
      id,
      user_id: userId,
      product_url: input.productUrl ?? '',
      description: input.description ?? '',
      images: JSON.stringify(pictures),
      target_cost_cents: input.targetCostCents,
      quantity: input.quantity,
      ship_to_country: input.shipToCountry ?? null,
      status: 'pending',
      quote_cents: null,
      product_id: null,
      decline_reason: null,
      answered_by: null,
      answered_at: null,
      created_at: now,
      updated_at: now,
    });
    await repo.insertEvent(trx, {
      id: newId(now),
      request_id: id,
      from_status: null,
      to_status: 'pending',
      actor_id: userId,
      note: '',
      created_at: now,
    });
    return detail(trx, id);
  });
}

interface Move {
  to: SourcingStatus;
  actorId: string;
  /** Set for a seller's move: someone else's request is SOURCING_NOT_FOUND. */
  ownerId?: string;
  note?: string | undefined;
  set?: (now: number) => Partial<repo.RequestRow>;
  /** Refusals of the move's own input, once the transition is known legal and before anything is written. */
  check?: (trx: Db, row: repo.RequestRow) => Promise<void>;
  /** What else the move writes, in its transaction, after the status has changed. */
  after?: (trx: Db, row: repo.RequestRow, now: number) => Promise<void>;
}

/** One status change through the flow table, recorded as an event, all in one transaction. */
async function moveRequest(ctx: Ctx, id: string, m: Move): Promise<SourcingDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row || (m.ownerId !== undefined && row.user_id !== m.ownerId)) fail('SOURCING_NOT_FOUND', { id });
    const from = statusOf(row.status);
    if (!canMoveSourcing(from, m.to)) fail('SOURCING_TRANSITION_INVALID', { from, to: m.to });
    await m.check?.(trx, row);
    const now = ctx.now();
    if (!(await repo.move(trx, id, from, { ...m.set?.(now), status: m.to, updated_at: now }))) {
      // Someone else moved it between the read and this write.
      const current = (await repo.findById(trx, id))?.status ?? from;
      fail('SOURCING_TRANSITION_INVALID', { from: current, to: m.to });
    }
    await repo.insertEvent(trx, {
      id: newId(now),
      request_id: id,
      from_status: from,
      to_status: m.to,
      actor_id: m.actorId,
      note: m.note ?? '',
      created_at: now,
    });
    await m.after?.(trx, row, now);
    return detail(trx, id);
  });
}

/** The seller withdraws a request the team has not answered yet. */
export function cancel(ctx: Ctx, userId: string, id: string): Promise<SourcingDetail> {
  return moveRequest(ctx, id, { to: 'cancelled', actorId: userId, ownerId: userId });
}

/** An admin takes a pending request to work on. */
export function take(ctx: Ctx, adminId: string, id: string): Promise<SourcingDetail> {
  return moveRequest(ctx, id, { to: 'processing', actorId: adminId });
}

/** An admin quotes a price with a catalogue product: the product joins the seller's private collection, who is told. */
export function quote(ctx: Ctx, adminId: string, id: string, input: Quote): Promise<SourcingDetail> {
  let productTitle = '';
  return moveRequest(ctx, id, {
    to: 'quoted',
    actorId: adminId,
    note: input.note,
    set: (now) => ({ quote_cents: input.quoteCents, product_id: input.productId, answered_by: adminId, answered_at: now }),
    check: async (trx) => {
      const product = await repo.findProduct(trx, input.productId);
      // An inactive product would not show in the seller's collection: it cannot be the answer.
      if (!product || product.status !== 'active') fail('PRODUCT_NOT_FOUND', { id: input.productId });
      productTitle = product.title;
    },
    after: async (trx, row, now) => {
      await repo.addPrivateProduct(trx, row.user_id, input.productId, now);
      const params = { requestId: id, quoteCents: input.quoteCents, productId: input.productId, productTitle };
      await notify(trx, { userId: row.user_id, type: 'sourcing.quoted', params, dedupeKey: `sourcing:${id}:quoted` }, now);
    },
  });
}

/** An admin declines with a reason the seller reads, who is told. */
export function decline(ctx: Ctx, adminId: string, id: string, input: Decline): Promise<SourcingDetail> {
  return moveRequest(ctx, id, {
    to: 'declined',
    actorId: adminId,
    note: input.reason,
    set: (now) => ({ decline_reason: input.reason, answered_by: adminId, answered_at: now }),
    after: async (trx, row, now) => {
      const params = { requestId: id, reason: input.reason };
      await notify(trx, { userId: row.user_id, type: 'sourcing.declined', params, dedupeKey: `sourcing:${id}:declined` }, now);
    },
  });
}
