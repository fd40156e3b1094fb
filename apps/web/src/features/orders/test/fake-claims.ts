import {
  CLAIM_REASONS,
  PHOTO_REASONS,
  type Claim,
  type ClaimEligibility,
  type ClaimKind,
  type ClaimReason,
  type OrderClaims,
  type OrderDetail,
  type Upload,
} from '@dropport/contracts';
import type { Reply, SentRequest } from '@/test/mock-api';

/** A claim as the server answers it: a pending refund of one unit of the order's first line. */
export function aClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    orderId: '9',
    orderNo: 'DP-9',
    ticketId: 't-claim-1',
    ticketNumber: 'ST-2026-000101',
    kind: 'refund',
    reason: 'damaged',
    status: 'pending',
    lines: [{ itemId: '9-i1', title: 'Linen towel 9', variantTitle: 'Large / Sand', quantity: 1, amountCents: 1350 }],
    amountCents: 1350,
    refundedCents: null,
    resendOrderId: null,
    resendOrderNo: null,
    decisionNote: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** Every reason's eligibility: those listed are eligible, the others not, for the reason a delivered order gives. */
export function eligibleFor(reasons: readonly ClaimReason[], delivered = true): ClaimEligibility[] {
  return CLAIM_REASONS.map((reason) =>
    reasons.includes(reason)
      ? { reason, eligible: true, code: null, date: null }
      : { reason, eligible: false, code: delivered ? 'CLAIM_ALREADY_DELIVERED' : 'CLAIM_NOT_DELIVERED', date: null },
  );
}

/** An order's claims answer: none yet, each line claimable in full at $13.50 a unit, every reason eligible. */
export function claimsOf(order: OrderDetail, overrides: Partial<OrderClaims> = {}): OrderClaims {
  return {
    claims: [],
    eligibility: eligibleFor(CLAIM_REASONS),
    lines: order.items.map((i) => ({
      itemId: i.id,
      title: i.title,
      variantTitle: i.variantTitle,
      image: i.image,
      quantity: i.quantity,
      claimable: i.quantity,
      paidCents: 1350,
      resendable: i.variantId !== null,
    })),
    ...overrides,
  };
}

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

/**
 * The claims API over in-memory answers per order: GET /api/orders/:id/claims, and POST, which checks as the server
 * does (the reason's eligibility, the units left on each line, a resend of the seller's own goods, a photo for damaged
 * and wrong items), records a pending claim with its ticket and answers a repeated idempotency key with the first
 * claim; plus /api/uploads, whose every file is stored as a JPEG photo.
 */
export function claimRoutes(byOrder: Record<string, OrderClaims>, orders: () => OrderDetail[]) {
  const uploads = new Map<string, Upload>();
  const keys = new Map<string, Claim>();
  let next = 1;
  return (r: SentRequest): Reply | undefined => {
    if (r.url === '/api/uploads' && r.method === 'POST') {
      const n = uploads.size + 1;
      const id = `01JPHOTO${String(n).padStart(18, '0')}`;
      const u: Upload = {
        id,
        purpose: 'document',
        mime: 'image/jpeg',
        size: 4096,
        name: `photo-${n}.jpg`,
        url: `/files/${id}`,
        createdAt: '2026-12-01T10:00:00.000Z',
      };
      uploads.set(id, u);
      return { status: 201, data: u };
    }
    const m = /^\/api\/orders\/([^/]+)\/claims$/.exec(r.url);
    if (!m) return undefined;
    const id = decodeURIComponent(m[1]!);
    const order = orders().find((o) => o.id === id);
    if (!order) return fail(404, 'ORDER_NOT_FOUND', 'There is no such order.');
    const state = (byOrder[id] ??= claimsOf(order, { eligibility: [] }));
    if (r.method === 'GET') return { status: 200, data: structuredClone(state) };
    if (r.method !== 'POST') return undefined;

    const b = r.body as {
      kind: ClaimKind;
      reason: ClaimReason;
      lines: { itemId: string; quantity: number }[];
      note: string;
      attachmentIds: string[];
      idempotencyKey?: string;
    };
    const kept = b.idempotencyKey ? keys.get(b.idempotencyKey) : undefined;
    if (kept) return { status: 201, data: structuredClone(kept) };
    const verdict = state.eligibility.find((e) => e.reason === b.reason);
    if (!verdict?.eligible)
      return fail(409, verdict?.code ?? 'CLAIM_NOT_SHIPPED', `Order ${order.orderNo} cannot be claimed for this reason now.`);
    const lines = [];
    for (const l of b.lines) {
      const line = state.lines.find((x) => x.itemId === l.itemId);
      if (!line || l.quantity > line.claimable)
        return fail(
          400,
          'CLAIM_QUANTITY_INVALID',
          `"${line?.title ?? l.itemId}" has ${line?.claimable ?? 0} unit(s) left to claim.`,
        );
      if (b.kind === 'resend' && !line.resendable)
        return fail(409, 'CLAIM_RESEND_UNAVAILABLE', `"${line.title}" can be refunded, not resent.`);
      lines.push({ line, quantity: l.quantity });
    }
    if (PHOTO_REASONS.includes(b.reason) && !b.attachmentIds.some((a) => uploads.get(a)?.mime.startsWith('image/')))
      return fail(400, 'CLAIM_PHOTO_REQUIRED', 'Add at least one photo of the item: damaged and wrong-item claims need one.');

    const n = next++;
    const claim = aClaim({
      id: `c-new-${n}`,
      orderId: order.id,
      orderNo: order.orderNo,
      ticketId: `t-claim-new-${n}`,
      ticketNumber: `ST-2026-00020${n}`,
      kind: b.kind,
      reason: b.reason,
      lines: lines.map(({ line, quantity }) => ({
        itemId: line.itemId,
        title: line.title,
        variantTitle: line.variantTitle,
        quantity,
        amountCents: quantity * line.paidCents,
      })),
      amountCents: lines.reduce((s, { line, quantity }) => s + quantity * line.paidCents, 0),
      createdAt: `2026-12-02T10:0${n}:00.000Z`,
    });
    for (const { line, quantity } of lines) line.claimable -= quantity;
    state.claims.push(claim);
    if (b.idempotencyKey) keys.set(b.idempotencyKey, claim);
    return { status: 201, data: structuredClone(claim) };
  };
}
