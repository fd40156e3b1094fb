import { describe, expect, it } from 'vitest';
import { daysBefore, daysIn, ordersBehind, presetRange, readRange, todayIn } from './period';

const range = { from: '2026-10-01', to: '2026-10-30' };

describe('the orders behind a figure', () => {
  it('are the store orders paid in the range, of one store or one product', () => {
    expect(ordersBehind(range)).toBe('/orders?paidFrom=2026-10-01&paidTo=2026-10-30');
    expect(ordersBehind({ ...range, storeId: 'st-1' })).toBe('/orders?paidFrom=2026-10-01&paidTo=2026-10-30&store=st-1');
    expect(ordersBehind({ ...range, productId: 7 })).toBe('/orders?paidFrom=2026-10-01&paidTo=2026-10-30&product=7');
    expect(ordersBehind({ ...range, storeId: 'st-1', productId: 7 })).toBe(
      '/orders?paidFrom=2026-10-01&paidTo=2026-10-30&store=st-1&product=7',
    );
  });

  it('are the manual orders for the manual "store" (no store id, or `manual`)', () => {
    expect(ordersBehind({ ...range, storeId: null })).toBe('/manualOrders?paidFrom=2026-10-01&paidTo=2026-10-30');
    expect(ordersBehind({ ...range, storeId: 'manual', productId: 7 })).toBe(
      '/manualOrders?paidFrom=2026-10-01&paidTo=2026-10-30&product=7',
    );
  });

  it('open the shipped pages for shipped and delivered orders, the orders pages for the other statuses', () => {
    expect(ordersBehind({ ...range, status: 'paid' })).toBe('/orders?status=paid&paidFrom=2026-10-01&paidTo=2026-10-30');
    expect(ordersBehind({ ...range, status: 'delivered' })).toBe(
      '/orders/shipped?status=delivered&paidFrom=2026-10-01&paidTo=2026-10-30',
    );
    expect(ordersBehind({ ...range, storeId: 'manual', status: 'shipped' })).toBe(
      '/manualOrders/shipped?status=shipped&paidFrom=2026-10-01&paidTo=2026-10-30',
    );
    expect(ordersBehind({ ...range, shipped: true })).toBe('/orders/shipped?paidFrom=2026-10-01&paidTo=2026-10-30');
  });
});

describe('the range', () => {
  it('counts days in the given time zone', () => {
    const now = Date.parse('2026-11-28T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-28');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-11-29');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2026-11-28');
  });

  it('ends today and holds as many days as the preset says', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('7d', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysIn('2026-01-31', '2026-03-01')).toBe(30);
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
  });

  it('reads the address: a preset, a custom range (at most 366 days, not after today) and a store', () => {
    const read = (q: string) => readRange(new URLSearchParams(q), '2026-11-28');
    expect(read('')).toEqual({ preset: '30d', from: '2026-10-30', to: '2026-11-28', storeId: undefined });
    expect(read('range=90d&store=st-1')).toEqual({ preset: '90d', from: '2026-08-31', to: '2026-11-28', storeId: 'st-1' });
    expect(read('from=2025-11-28&to=2026-11-28')).toMatchObject({ preset: 'custom', from: '2025-11-28', to: '2026-11-28' });
    // 367 days, a day after today, the wrong way round, a made-up preset: the default.
    expect(read('from=2025-11-27&to=2026-11-28').preset).toBe('30d');
    expect(read('from=2026-11-01&to=2026-11-29').preset).toBe('30d');
    expect(read('from=2026-11-10&to=2026-11-01').preset).toBe('30d');
    expect(read('range=1y').preset).toBe('30d');
  });
});
