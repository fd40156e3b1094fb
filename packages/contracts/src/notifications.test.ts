import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PARAMS,
  NOTIFICATION_TYPES,
  notificationCategory,
  notificationLink,
  notificationTypesOf,
  parseNotificationTypes,
} from './notifications.js';

describe('notification types', () => {
  it('lists the types the platform emits, each in one category', () => {
    expect(NOTIFICATION_TYPES).toEqual(expect.arrayContaining(['account.welcome', 'wallet.low_balance', 'wallet.adjusted']));
    const byCategory = NOTIFICATION_CATEGORIES.flatMap((c) => notificationTypesOf(c));
    expect(byCategory.sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(notificationTypesOf('order')).toEqual(['order.on_hold', 'order.shipped', 'order.refunded']);
    expect(notificationCategory('wallet.low_balance')).toBe('wallet');
    expect(notificationCategory('payout.sent')).toBeNull();
  });

  it('links each type to the console page it is about', () => {
    expect(notificationLink('account.welcome', {})).toBe('/tutorial?page=how-to-start');
    expect(notificationLink('account.password_changed', {})).toBe('/myAccount');
    expect(notificationLink('account.email_changed', { email: 'new@shop.example' })).toBe('/myAccount');
    expect(notificationLink('account.two_factor_enabled')).toBe('/myAccount');
    expect(notificationLink('account.two_factor_disabled')).toBe('/myAccount');
    expect(notificationLink('order.on_hold', { orderId: 'O1', orderNo: 'DP-1001' })).toBe('/orders?id=O1');
    // A manual order's notifications open the manual orders pages.
    expect(notificationLink('order.shipped', { orderId: 'M1', orderNo: 'DP9', trackingNumber: 'T', source: 'manual' })).toBe(
      '/manualOrders/shipped?id=M1',
    );
    expect(notificationLink('order.refunded', { orderId: 'M2', orderNo: 'DP8', amountCents: 5, source: 'manual' })).toBe(
      '/manualOrders?id=M2',
    );
    expect(notificationLink('order.shipped', { orderId: 'O2', orderNo: 'DP-1002', trackingNumber: 'YT1' })).toBe(
      '/orders/shipped?id=O2',
    );
    expect(notificationLink('order.refunded', { orderId: 'O 3&x', orderNo: 'DP-3', amountCents: 100 })).toBe(
      '/orders?id=O%203%26x',
    );
    expect(notificationLink('wallet.low_balance', { balanceCents: 120 })).toBe('/balance/recharge');
    expect(notificationLink('ticket.replied', { ticketId: 'T9', subject: 'Where is my parcel?' })).toBe(
      '/home/support-ticket?id=T9',
    );
    expect(notificationLink('referral.earned', { amountCents: 450 })).toBe('/recommend');
    expect(notificationLink('sourcing.quoted', { requestId: 'R1', quoteCents: 990, productId: 7, productTitle: 'Lamp' })).toBe(
      '/sourcing?id=R1',
    );
    expect(notificationLink('sourcing.declined', { requestId: 'R2', reason: 'Not found' })).toBe('/sourcing?id=R2');
    expect(
      notificationLink('stock.low', { skuId: 'K1', sku: 'MUG-RED', warehouseCode: 'US-CA', available: 4, threshold: 5 }),
    ).toBe('/myCloudWarehouse?tab=inventory&low=1');
    expect(notificationLink('stock.put_away', { purchaseId: 'p1', number: 'PO-7', units: 40, complete: false })).toBe(
      '/myCloudWarehouse?tab=purchases&id=p1',
    );
    expect(
      notificationLink('stock.inbound_received', { shipmentId: 's1', number: 'IN-3', received: 98, missing: 2, extra: 0 }),
    ).toBe('/myCloudWarehouse?tab=inbound&id=s1');
  });

  it('has no link for a type it does not know, and the page without id when the id is missing', () => {
    expect(notificationLink('payout.sent', { id: 'P1' })).toBeNull();
    expect(notificationLink('toString', {})).toBeNull();
    expect(notificationLink('order.shipped', {})).toBe('/orders/shipped');
    expect(notificationLink('ticket.replied', { ticketId: 42 })).toBe('/home/support-ticket');
  });

  it('describes the params of each type', () => {
    expect(NOTIFICATION_PARAMS['order.refunded'].safeParse({ orderId: 'O1', orderNo: 'DP-1', amountCents: 1999 }).success).toBe(
      true,
    );
    expect(NOTIFICATION_PARAMS['order.refunded'].safeParse({ orderId: 'O1', orderNo: 'DP-1', amountCents: 19.99 }).success).toBe(
      false,
    );
    expect(NOTIFICATION_PARAMS['wallet.low_balance'].safeParse({}).success).toBe(false);
  });

  it('reads a type filter: one type or a comma list, refusing the first unknown name', () => {
    expect(parseNotificationTypes('order.shipped')).toEqual({ types: ['order.shipped'] });
    expect(parseNotificationTypes(' order.shipped , order.refunded,,order.shipped')).toEqual({
      types: ['order.shipped', 'order.refunded'],
    });
    expect(parseNotificationTypes('order.shipped,order.lost,x')).toEqual({ unknown: 'order.lost' });
    expect(parseNotificationTypes('')).toEqual({ types: [] });
  });
});
