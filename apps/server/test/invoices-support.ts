import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Invoice, InvoiceKind, InvoiceLine, InvoicePage } from '@dropport/contracts';
import { invoiceLine, issueInvoice } from '../src/modules/invoices/invoice-issuer.js';
import { basic, type ErrorBody, type Seller, type TestServer } from './harness.js';

export interface IssueOptions {
  kind?: InvoiceKind;
  sourceId?: string;
  /** When it is issued (epoch ms); its year numbers it. */
  now?: number;
  lines?: InvoiceLine[];
  taxCents?: number;
}

let sources = 0;

/** A recharge of $50.00 by card, unless told otherwise. */
const defaultLines = (sourceId: string) => [invoiceLine('wallet_recharge_card', { reference: `RC-${sourceId}` }, 50_00)];

export interface PdfResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** The calls of an invoice test, bound to one engine's server. */
export function invoicesApi(get: () => TestServer) {
  /** Issues an invoice as features do: through issueInvoice inside a transaction. */
  const issue = (userId: string, o: IssueOptions = {}): Promise<Invoice> => {
    const sourceId = o.sourceId ?? `src-${Date.now().toString(36)}-${(sources++).toString(36)}`;
    return get()
      .ctx.db.transaction()
      .execute((trx) =>
        issueInvoice(trx, {
          userId,
          kind: o.kind ?? 'recharge',
          sourceId,
          currency: 'USD',
          lines: o.lines ?? defaultLines(sourceId),
          ...(o.taxCents === undefined ? {} : { taxCents: o.taxCents }),
          now: o.now ?? Date.now(),
        }),
      );
  };
  const list = (as: Seller, query = '') => get().call<InvoicePage & ErrorBody>('GET', `/api/invoices${query}`, { as });
  const one = (as: Seller, id: string) => get().call<Invoice & ErrorBody>('GET', `/api/invoices/${id}`, { as });
  /** The PDF as bytes (the harness' call reads bodies as text). */
  const pdf = async (as: Seller, id: string, o: { lang?: string; query?: string } = {}): Promise<PdfResponse> => {
    const headers: Record<string, string> = { authorization: basic(as.id, as.token) };
    if (o.lang) headers['accept-language'] = o.lang;
    const res = await fetch(`${get().url}/api/invoices/${id}/pdf${o.query ?? ''}`, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const profile = async (as: Seller, body: Record<string, string>) => {
    const res = await get().call('POST', `/v1/users/${as.id}/profile`, { as, json: body });
    expect(res.status).toBe(200);
  };
  return { issue, list, one, pdf, profile };
}

// WinAnsiEncoding is Latin-1 but for 0x80–0x9F, where it has these (Node's TextDecoder treats windows-1252 as Latin-1).
const WIN_ANSI_HIGH: Record<number, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((c, i) => [0x80 + i, c]),
);
const winAnsiDecode = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

/** The strings one text-showing operator draws: `<hex> Tj`, `(literal) Tj` or a `[...] TJ` array of them. */
function shownStrings(ops: string): string[] {
  const out: string[] = [];
  for (const m of ops.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
    const parts =
      m[1] !== undefined ? [...m[1].matchAll(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g)].map((p) => p[0]) : [m[2] ?? ''];
    const bytes = parts.flatMap((p) =>
      p.startsWith('<')
        ? [...Buffer.from(p.slice(1, -1).replace(/\s/g, ''), 'hex')]
        : [...Buffer.from(p.slice(1, -1).replace(/\\([()\\])/g, '$1'), 'latin1')],
    );
    out.push(winAnsiDecode(bytes));
  }
  return out;
}

/**
 * The text a PDF reader shows, one drawn string per line: every content stream inflated, its text operators decoded
 * as WinAnsi (the encoding the document declares for its standard fonts, which the test checks too).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/Encoding /WinAnsiEncoding');
  const lines: string[] = [];
  for (const m of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    const content = m[1]?.includes('/FlateDecode') ? inflateSync(body).toString('latin1') : body.toString('latin1');
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) lines.push(...shownStrings(block[1] ?? ''));
  }
  return lines.join('\n');
}
