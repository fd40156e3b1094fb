import type { Invoice, InvoiceLine } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply } from '@/test/mock-api';

let made = 0;

/** A line of `quantity` times `unitCents`. */
export const aLine = (
  item: InvoiceLine['item'],
  params: Record<string, string>,
  unitCents: number,
  quantity = 1,
): InvoiceLine => ({
  item,
  params,
  quantity,
  unitCents,
  amountCents: unitCents * quantity,
});

/** An invoice as the API answers it: a $50.00 card recharge unless told otherwise. */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  made += 1;
  const lines = overrides.lines ?? [aLine('wallet_recharge_card', { reference: `RC-${made}` }, 50_00)];
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = overrides.taxCents ?? 0;
  return {
    id: `01INV${String(made).padStart(21, '0')}`,
    number: `DP-2026-${String(made).padStart(6, '0')}`,
    kind: 'recharge',
    sourceId: `src-${made}`,
    currency: 'USD',
    subtotalCents: subtotal,
    taxCents,
    totalCents: subtotal + taxCents,
    billTo: { name: 'sam', email: 'sam@shop.example', organization: '', location: '', phone: '' },
    issuedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
    lines,
  };
}

const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });

/**
 * The invoices API over in-memory invoices of the signed-in seller (`u-seller`), newest first as given: filters by
 * kind and UTC day of issue (both ends included), pages of `limit` by an offset cursor, and each invoice's PDF.
 */
export function fakeInvoicesApi(invoices: Invoice[]) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const state = { failList: false, failPdf: false };
  const console = consoleReplies(aUser());
  const api = mockApi((r) => {
    if (r.method === 'GET' && r.url === '/api/invoices') {
      if (state.failList) return fail(500, 'INTERNAL', 'Broken on our side.');
      const p = r.params;
      const day = (i: Invoice) => i.issuedAt.slice(0, 10);
      const rows = invoices.filter(
        (i) =>
          (!p.kind || i.kind === p.kind) &&
          (typeof p.from !== 'string' || day(i) >= p.from) &&
          (typeof p.to !== 'string' || day(i) <= p.to),
      );
      const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
      const limit = Number(p.limit ?? 20);
      return {
        status: 200,
        data: { items: rows.slice(from, from + limit), nextCursor: from + limit < rows.length ? String(from + limit) : null },
      };
    }
    const pdf = /^\/api\/invoices\/([^/]+)\/pdf$/.exec(r.url);
    if (r.method === 'GET' && pdf) {
      const found = invoices.find((i) => i.id === decodeURIComponent(pdf[1] ?? ''));
      if (!found || state.failPdf) return { status: 404, data: new Blob(['{"code":"INVOICE_NOT_FOUND"}']) };
      return { status: 200, data: new Blob([`%PDF-1.3 ${found.number}`], { type: 'application/pdf' }) };
    }
    return console(r);
  });
  return {
    state,
    calls: (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url),
  };
}
