import type { OrderStatus } from '@dropport/contracts';

/** The ranges the Workplace offers; `custom` reads its days from the address. */
export const PRESETS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '30d';
/** The longest range the figures answer, in days. */
export const MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (YYYY-MM-DD) in a time zone (the browser's when the zone is unknown to it). */
export function todayIn(timeZone: string, now = Date.now()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** A day `n` days before (negative: after) another, both YYYY-MM-DD. */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** Days in a range, both ends included. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const length = { today: 1, '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: daysBefore(today, length - 1), to: today };
}

/**
 * The range the address asks for (`?range=7d`, or `?from=&to=` for a custom one, at most MAX_DAYS days, never after
 * today), and the store (`?store=`); otherwise the default.
 */
export function readRange(
  params: URLSearchParams,
  today: string,
): { preset: Preset; from: string; to: string; storeId?: string } {
  const storeId = params.get('store') || undefined;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to) && from <= to && to <= today && daysIn(from, to) <= MAX_DAYS)
    return { preset: 'custom', from, to, storeId };
  const asked = params.get('range') as Preset | null;
  const preset = asked && asked !== 'custom' && PRESETS.includes(asked) ? asked : DEFAULT_PRESET;
  return { preset, ...presetRange(preset as Exclude<Preset, 'custom'>, today), storeId };
}

/** What a figure covers: the range's days and, when the Workplace shows one store (`manual`: manual orders), that store. */
export interface Scope {
  from: string;
  to: string;
  storeId?: string;
}

/**
 * The orders pages' address of the orders behind a figure: paid in the range, of one store (`null` or `manual`: the
 * manual orders), product or status, or (`shipped`) those that have shipped. Shipped and delivered orders live on the
 * shipped pages.
 */
export function ordersBehind(q: {
  from: string;
  to: string;
  storeId?: string | null;
  productId?: number | null;
  status?: OrderStatus;
  shipped?: boolean;
}): string {
  const manual = q.storeId === 'manual' || q.storeId === null;
  const shipped = q.shipped === true || q.status === 'shipped' || q.status === 'delivered';
  const path = `${manual ? '/manualOrders' : '/orders'}${shipped ? '/shipped' : ''}`;
  const params = new URLSearchParams();
  // The orders pages' tabs name one status each; the shipped pages narrow to shipped or delivered.
  if (q.status) params.set('status', q.status);
  params.set('paidFrom', q.from);
  params.set('paidTo', q.to);
  if (q.storeId && !manual) params.set('store', q.storeId);
  if (q.productId) params.set('product', String(q.productId));
  return `${path}?${params.toString()}`;
}
