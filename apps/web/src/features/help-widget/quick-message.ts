import type { NewTicket } from '@dropport/contracts';

/** A quick message's subject: its first line, at most 80 characters. */
export const SUBJECT_MAX = 80;
/** The contract's least subject length. */
const SUBJECT_MIN = 3;
/** The contract's longest `context`. */
const CONTEXT_MAX = 300;
/** The contract's longest order id. */
const ORDER_ID_MAX = 40;

/** Cuts a text to `max` characters (code points: an emoji is not split in two). */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * The subject a quick message is filed under: its first non-blank line, cut to 80 characters; shorter than three, it
 * is put after `prefix` ("Help: Hi").
 */
export function quickSubject(message: string, prefix: string): string {
  const first = message.trim().split(/\r\n|\r|\n/, 1)[0] ?? '';
  const subject = cut(first.trim(), SUBJECT_MAX).trim();
  return Array.from(subject).length >= SUBJECT_MIN ? subject : `${prefix}: ${subject}`.trim();
}

/** The order pages (store and manual orders, to ship and shipped), which name the open order as `?id=`. */
const ORDER_PAGES = /^\/(?:orders|manualOrders)(?:\/shipped)?\/?$/;

/** The order the page shows (`/orders?id=…`), or undefined. */
export function orderIdOf(pathname: string, search: string): string | undefined {
  if (!ORDER_PAGES.test(pathname)) return undefined;
  const id = new URLSearchParams(search).get('id')?.trim();
  return id && id.length <= ORDER_ID_MAX ? id : undefined;
}

/** Where the message was written: the page's path and query, as far as the contract keeps. */
export function pageContext(pathname: string, search: string): string {
  return cut(pathname + search, CONTEXT_MAX);
}

/** The ticket a quick message opens: topic "something else", the page it came from, its order when it shows one. */
export function quickTicket(
  message: string,
  where: { pathname: string; search: string },
  subjectPrefix: string,
  idempotencyKey: string,
): NewTicket {
  const orderId = orderIdOf(where.pathname, where.search);
  return {
    category: 'other',
    subject: quickSubject(message, subjectPrefix),
    message: message.trim(),
    context: pageContext(where.pathname, where.search),
    ...(orderId ? { orderId } : {}),
    idempotencyKey,
  };
}
