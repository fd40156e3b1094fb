import type { InboundInput, InboundLineInput, InboundShipment } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export const DAY = 'YYYY-MM-DD';

/** A line of the form: one of the seller's SKUs, or a new own product (code, name, weight). */
export interface LineValues {
  kind: 'sku' | 'own';
  skuId?: string;
  own?: { code?: string; name?: string; weightG?: number | null };
  quantity?: number | null;
}

/** The inbound shipment form as antd holds it. */
export interface InboundValues {
  warehouseCode?: string;
  carrier?: string;
  trackingNumber?: string;
  expectedAt?: Dayjs | null;
  note?: string;
  lines: LineValues[];
}

export const emptyLine = (): LineValues => ({ kind: 'sku', quantity: 1 });

/** Text as the contract takes it: trimmed, and null where nothing was typed. */
const orNull = (v: string | undefined) => v?.trim() || null;

/** The form of a draft being edited (its lines by SKU), or of a new shipment. */
export function toValues(s: InboundShipment | null): InboundValues {
  if (!s) return { lines: [emptyLine()] };
  return {
    warehouseCode: s.warehouseCode,
    carrier: s.carrier ?? undefined,
    trackingNumber: s.trackingNumber ?? undefined,
    expectedAt: s.expectedAt ? dayjs(s.expectedAt.slice(0, 10), DAY) : null,
    note: s.note ?? undefined,
    lines: s.lines.map((l) => ({ kind: 'sku', skuId: l.skuId, quantity: l.quantity })),
  };
}

/** What the form sends (the form has checked every field). */
export function toInboundInput(v: InboundValues): InboundInput {
  const lines: InboundLineInput[] = v.lines.map((l) =>
    l.kind === 'own'
      ? {
          own: { code: (l.own?.code ?? '').trim(), name: (l.own?.name ?? '').trim(), weightG: Number(l.own?.weightG) },
          quantity: Number(l.quantity),
        }
      : { skuId: l.skuId, quantity: Number(l.quantity) },
  );
  return {
    warehouseCode: v.warehouseCode ?? '',
    carrier: orNull(v.carrier),
    trackingNumber: orNull(v.trackingNumber),
    expectedAt: v.expectedAt ? v.expectedAt.format(DAY) : null,
    note: orNull(v.note),
    lines,
  };
}
