import { NOTIFICATION_TYPES, type Notification } from '@dropport/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { describeNotification } from './notification-text';
import { relativeTime } from './relative-time';

const n = (type: string, params: Record<string, unknown> = {}): Notification => ({
  id: 'n1',
  type,
  params,
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const describeIn = (locale: string, note: Notification) => describeNotification(note, i18n.getFixedT(locale), locale);

const SAMPLE: Record<string, Record<string, unknown>> = {
  'account.email_changed': { email: 'new@shop.example' },
  'account.data_export_ready': { exportId: 'x1', expiresAt: '2026-03-08T10:00:00.000Z' },
  'order.on_hold': { orderId: 'o1', orderNo: 'DP-1041' },
  'order.shipped': { orderId: 'o2', orderNo: 'DP-1040', trackingNumber: 'YT2417' },
  'order.refunded': { orderId: 'o3', orderNo: 'DP-1038', amountCents: 2399 },
  'wallet.low_balance': { balanceCents: 1250 },
  'wallet.adjusted': { amountCents: -500, reason: 'Duplicate recharge reversed' },
  'wallet.recharged': { rechargeId: 'rc1', method: 'card', amountCents: 5000 },
  'wallet.recharge_rejected': { rechargeId: 'rc2', amountCents: 5000, reason: 'No transfer arrived.' },
  'wallet.recharge_expired': { rechargeId: 'rc3', method: 'bank', amountCents: 5000 },
  'ticket.replied': { ticketId: 't7', subject: 'Parcel stuck' },
  'ticket.claim_decided': {
    ticketId: 't8',
    claimId: 'c1',
    orderId: 'o1',
    orderNo: 'DP1000042',
    decision: 'refunded',
    amountCents: 1250,
    resendOrderNo: '',
    note: '',
  },
  'referral.earned': { amountCents: 450 },
  'referral.withdrawal_approved': { withdrawalId: 'w1', number: 'WD-2026-000001', amountCents: 2500 },
  'referral.withdrawal_paid': { withdrawalId: 'w1', number: 'WD-2026-000001', amountCents: 2500, reference: 'SEPA-1' },
  'referral.withdrawal_rejected': { withdrawalId: 'w2', number: 'WD-2026-000002', amountCents: 2500, reason: 'Wrong IBAN.' },
  'stock.low': { skuId: 'k1', sku: 'MUG-RED', warehouseCode: 'US-CA', available: 4, threshold: 5 },
  'stock.put_away': { purchaseId: 'p1', number: 'PO-2026-000007', units: 40, complete: false },
  'stock.inbound_received': { shipmentId: 's1', number: 'IN-2026-000003', received: 98, missing: 2, extra: 0 },
  'sourcing.quoted': { requestId: 'r1', quoteCents: 1150, productId: 7, productTitle: 'Desk lamp' },
  'sourcing.declined': { requestId: 'r2', reason: 'No supplier makes it.' },
  'listing.push_failed': { batchId: 'b1', failed: 2, total: 3 },
  'listing.sync_problem': {
    listingId: 'l1',
    title: 'Desk lamp',
    problem: 'LISTING_VARIANT_GONE',
    problemParams: { sku: 'DL-1' },
  },
};

describe('notification texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it("tells a listing's sync problem in the reader's language, with its details", () => {
    const note = n('listing.sync_problem', SAMPLE['listing.sync_problem']);
    expect(describeIn('en-US', note).text).toBe(
      '"Desk lamp": The supplier no longer offers variant DL-1; its stock in the store is set to 0.',
    );
    expect(describeIn('es-ES', note).text).toContain('El proveedor ya no ofrece la variante DL-1');
    expect(describeIn('en-US', note).link).toBe('/myProducts?id=l1');
    expect(describeIn('pt-BR', n('listing.push_failed', SAMPLE['listing.push_failed'])).text).toContain('2 de 3 produtos');
  });

  it.each(['en-US', 'es-ES', 'pt-BR'])('%s has a real title and text for every type, params filled in', (locale) => {
    for (const type of NOTIFICATION_TYPES) {
      const view = describeIn(locale, n(type, SAMPLE[type]));
      for (const s of [view.title, view.text]) {
        expect(s, `${locale} ${type}`).not.toMatch(/notifications\.|\{\{|undefined|NaN/);
        expect(s.length, `${locale} ${type}`).toBeGreaterThan(3);
      }
      expect(view.link, type).toMatch(/^\//);
      if (locale !== 'en-US') expect(view.text, `${locale} ${type}`).not.toBe(describeIn('en-US', n(type, SAMPLE[type])).text);
    }
  });

  it('formats money with Intl for the language', () => {
    expect(describeIn('en-US', n('order.refunded', SAMPLE['order.refunded'])).text).toBe(
      '$23.99 for order DP-1038 went back to your balance.',
    );
    expect(describeIn('es-ES', n('wallet.low_balance', { balanceCents: 123456 })).text).toMatch(/1234,56\sUS\$/);
    expect(describeIn('pt-BR', n('referral.earned', { amountCents: 450 })).text).toMatch(/US\$\s4,50/);
    expect(describeIn('en-US', n('sourcing.quoted', SAMPLE['sourcing.quoted'])).text).toBe(
      'We found "Desk lamp" for $11.50. It is now in your private products.',
    );
  });

  it('tells the stock events with their units, in the plural the count needs, and links to My Cloud Warehouse', () => {
    expect(describeIn('en-US', n('stock.low', SAMPLE['stock.low']))).toEqual({
      title: 'Stock running low',
      text: 'Only 4 units of MUG-RED are available in US-CA (your alert is at 5). Reorder before it runs out.',
      category: 'stock',
      link: '/myCloudWarehouse?tab=inventory&low=1',
    });
    expect(describeIn('en-US', n('stock.low', { ...SAMPLE['stock.low'], available: 1 })).text).toMatch(
      /^Only 1 unit of MUG-RED is available in US-CA/,
    );
    expect(describeIn('es-ES', n('stock.low', SAMPLE['stock.low'])).text).toMatch(
      /^Solo quedan 4 unidades disponibles de MUG-RED/,
    );

    const partly = describeIn('en-US', n('stock.put_away', SAMPLE['stock.put_away']));
    expect(partly.title).toBe('Stock put away');
    expect(partly.text).toBe('40 units of purchase PO-2026-000007 are on the shelf and ready for your orders.');
    expect(partly.link).toBe('/myCloudWarehouse?tab=purchases&id=p1');
    const whole = describeIn('pt-BR', n('stock.put_away', { ...SAMPLE['stock.put_away'], units: 1, complete: true }));
    expect(whole.title).toBe('Compra totalmente armazenada');
    expect(whole.text).toMatch(/^1 unidade da compra PO-2026-000007 já está na prateleira: a compra foi toda armazenada/);

    const inbound = describeIn('en-US', n('stock.inbound_received', SAMPLE['stock.inbound_received']));
    expect(inbound.text).toBe(
      'Your inbound shipment IN-2026-000003 was counted in: 98 units are on hand. Units missing: 2; units over: 0.',
    );
    expect(inbound.link).toBe('/myCloudWarehouse?tab=inbound&id=s1');
    expect(describeIn('en-US', n('stock.inbound_received', { shipmentId: 's1' })).text).toBe(
      'Your inbound shipment — was counted in: — units are on hand. Units missing: —; units over: —.',
    );
  });

  it('says a data export is ready until when, and links to the Privacy tab', () => {
    const view = describeIn('en-US', n('account.data_export_ready', SAMPLE['account.data_export_ready']));
    expect(view.title).toBe('Your data is ready to download');
    expect(view.text).toMatch(/^The ZIP with all your account's data is ready\. .* before Mar (7|8), 2026/);
    expect(view.link).toBe('/myAccount?tab=privacy');
    expect(view.category).toBe('account');
    expect(describeIn('es-ES', n('account.data_export_ready', {})).text).toMatch(/Mi cuenta → Privacidad antes del —\.$/);
  });

  it('tells a claim decision by what was decided, and links to its ticket', () => {
    const refunded = describeIn('en-US', n('ticket.claim_decided', SAMPLE['ticket.claim_decided']));
    expect(refunded.text).toBe('$12.50 was refunded to your balance for your claim on order DP1000042.');
    expect(refunded.link).toBe('/home/support-ticket?id=t8');
    const resent = { ...SAMPLE['ticket.claim_decided'], decision: 'resent', resendOrderNo: 'DP1000050' };
    expect(describeIn('es-ES', n('ticket.claim_decided', resent)).text).toBe(
      'El pedido DP1000050 reenvía los artículos de tu reclamación del pedido DP1000042.',
    );
    const rejected = { ...SAMPLE['ticket.claim_decided'], decision: 'rejected', note: 'Delivered with signature' };
    expect(describeIn('pt-BR', n('ticket.claim_decided', rejected)).text).toBe(
      'Sua reclamação do pedido DP1000042 foi recusada: Delivered with signature',
    );
  });

  it('gives a type it does not know a generic text, never a raw key', () => {
    const view = describeIn('en-US', n('payout.sent', { payout: 'P-1' }));
    expect(view).toEqual({
      title: 'Notification',
      text: 'Something happened on your account. Update the page if this looks incomplete.',
      category: null,
      link: null,
    });
    expect(describeIn('pt-BR', n('payout.sent')).title).toBe('Notificação');
  });

  it('shows a dash, not a placeholder, for a missing param', () => {
    expect(describeIn('en-US', n('order.shipped', { orderId: 'o2' })).text).toBe('Order — is on its way. Tracking number: —.');
    expect(describeIn('en-US', n('wallet.low_balance', { balanceCents: 'lots' })).text).toContain('Your balance is —.');
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in the language, in the largest whole unit', () => {
    expect(relativeTime(ago(30), 'en-US', now)).toBeNull();
    expect(relativeTime(ago(5 * 60), 'en-US', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en-US', now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en-US', now)).toBe('yesterday');
    expect(relativeTime(ago(9 * 86400), 'en-US', now)).toBe('last week');
    expect(relativeTime(ago(3 * 3600), 'es-ES', now)).toBe('hace 3 horas');
    expect(relativeTime(ago(2 * 86400), 'pt-BR', now)).toBe('anteontem');
    expect(relativeTime('not a date', 'en-US', now)).toBeNull();
  });
});
