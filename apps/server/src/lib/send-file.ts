import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The text with each lone UTF-16 surrogate (half of a character, which no encoding can write) as U+FFFD. */
export const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * A Content-Disposition value for any file name: `filename` in plain ASCII for old clients (other characters, quotes
 * and backslashes become `_`) and `filename*` with the exact name in UTF-8 (RFC 6266 / 8187). A header value cannot
 * carry characters outside Latin-1, so the name must never be written into it raw.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  name = wellFormed(name);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Answers a download: its type, a file name to save it under, never cached by a shared cache. */
export function sendFile(reply: FastifyReply, type: string, fileName: string, body: string | Buffer | Readable) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** A CSV download (UTF-8). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendFile(reply, 'text/csv; charset=utf-8', fileName, csv);

/**
 * Marks a public picture (product art, a public upload) as embeddable by any origin: stores show pushed product
 * images on their own pages and admin. Everything else keeps the same-origin default, so private files (bank proofs,
 * invoices, anything read with a seller's credential) cannot be pulled into another site's page.
 */
export const embeddableAnywhere = (reply: FastifyReply) => reply.header('cross-origin-resource-policy', 'cross-origin');
