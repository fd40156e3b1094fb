import { describe, expect, it } from 'vitest';
import { orderIdOf, pageContext, quickSubject, quickTicket } from './quick-message';

describe('a quick message', () => {
  it('is filed under its first non-blank line, cut to 80 characters, or after "Help:" when shorter than 3', () => {
    expect(quickSubject('\n  Where is my parcel?  \nIt has been two weeks.', 'Help')).toBe('Where is my parcel?');
    expect(quickSubject('x'.repeat(100), 'Help')).toBe('x'.repeat(80));
    expect(quickSubject(`${'😀'.repeat(79)}ab`, 'Help')).toBe(`${'😀'.repeat(79)}a`);
    expect(quickSubject('Hi', 'Help')).toBe('Help: Hi');
    expect(quickSubject('?\nI am lost on this page', 'Ayuda')).toBe('Ayuda: ?');
    expect(quickSubject('Hey', 'Help')).toBe('Hey');
  });

  it("names the order an order page shows (?id=), on the orders' pages only", () => {
    expect(orderIdOf('/orders', '?status=on_hold&id=o-41')).toBe('o-41');
    expect(orderIdOf('/orders/shipped', '?id=o-7')).toBe('o-7');
    expect(orderIdOf('/manualOrders', '?id=m-3')).toBe('m-3');
    expect(orderIdOf('/manualOrders/shipped', '?id=m-4')).toBe('m-4');
    expect(orderIdOf('/orders', '?status=paid')).toBeUndefined();
    expect(orderIdOf('/orders', '?id=')).toBeUndefined();
    expect(orderIdOf('/orders', `?id=${'x'.repeat(41)}`)).toBeUndefined();
    expect(orderIdOf('/home/support-ticket', '?id=t1')).toBeUndefined();
  });

  it('sends the page as context, as far as the contract keeps it', () => {
    expect(pageContext('/market', '?q=lamp')).toBe('/market?q=lamp');
    expect(pageContext('/market', `?q=${'a'.repeat(400)}`)).toHaveLength(300);
  });

  it('is a ticket of topic "other" with the trimmed message, the page, its order and the key', () => {
    expect(quickTicket('  Broken lamp  ', { pathname: '/orders', search: '?id=o-41' }, 'Help', 'key-12345')).toEqual({
      category: 'other',
      subject: 'Broken lamp',
      message: 'Broken lamp',
      context: '/orders?id=o-41',
      orderId: 'o-41',
      idempotencyKey: 'key-12345',
    });
    expect(quickTicket('Hello there', { pathname: '/market', search: '' }, 'Help', 'key-12345')).not.toHaveProperty('orderId');
  });
});
