import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aClaim } from '@/features/orders/test/fake-claims';
import { aMessage, aTicket, fakeSupportApi } from '../test/fake-support';

const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;

const claimTicket = (claim = aClaim()) =>
  aTicket({
    id: claim.ticketId,
    number: claim.ticketNumber,
    category: 'claim',
    subject: 'Refund claim: damaged, order DP-9',
    orderId: claim.orderId,
    orderNo: claim.orderNo,
    claim,
    messages: [aMessage({ body: 'The towel arrived torn.' })],
  });

describe('A claim’s ticket thread', () => {
  it('shows the claim above the messages while support decides', async () => {
    fakeSupportApi({ tickets: [claimTicket()] });
    renderApp('/home/support-ticket?id=t-claim-1');
    const drawer = await drawerTitled('Refund claim: damaged, order DP-9');
    const card = await within(drawer).findByRole('region', { name: 'About this claim' });
    for (const text of [
      'Claim on order DP-9',
      'Under review',
      'Asked forRefund',
      'ReasonDamaged',
      'Linen towel 9 (Large / Sand): 1 unit',
      'Claimed amount$13.50',
      'Support has not decided yet.',
    ])
      expect(card).toHaveTextContent(text);
    expect(within(drawer).getByText('Claim on an order')).toBeInTheDocument();
    // Above the thread.
    const feed = within(drawer).getByRole('feed', { name: 'Messages' });
    expect(card.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the decision: a rejection with support’s reason, a refund with its amount, a resend with its order', async () => {
    const rejected = aClaim({
      status: 'rejected',
      decisionNote: 'The photos show no damage.',
      decidedAt: '2026-12-03T10:00:00.000Z',
    });
    const refunded = aClaim({
      id: 'c2',
      ticketId: 't-claim-2',
      ticketNumber: 'ST-2026-000102',
      status: 'refunded',
      refundedCents: 1200,
    });
    const resent = aClaim({
      id: 'c3',
      ticketId: 't-claim-3',
      ticketNumber: 'ST-2026-000103',
      kind: 'resend',
      status: 'resent',
      resendOrderId: 'o-77',
      resendOrderNo: 'DP-77',
    });
    fakeSupportApi({
      tickets: [
        claimTicket(rejected),
        { ...claimTicket(refunded), subject: 'Refunded claim' },
        { ...claimTicket(resent), subject: 'Resent claim' },
      ],
    });
    const view = renderApp('/home/support-ticket?id=t-claim-1');
    let card = await within(await drawerTitled('Refund claim: damaged, order DP-9')).findByRole('region', {
      name: 'About this claim',
    });
    expect(card).toHaveTextContent('DecisionRejected');
    expect(card).toHaveTextContent("Support's noteThe photos show no damage.");
    view.unmount();

    const second = renderApp('/home/support-ticket?id=t-claim-2');
    card = await within(await drawerTitled('Refunded claim')).findByRole('region', { name: 'About this claim' });
    expect(card).toHaveTextContent('Refunded');
    expect(card).toHaveTextContent('$12.00 refunded to your balance');
    second.unmount();

    renderApp('/home/support-ticket?id=t-claim-3');
    card = await within(await drawerTitled('Resent claim')).findByRole('region', { name: 'About this claim' });
    expect(card).toHaveTextContent('Asked forResend');
    expect(within(card).getByRole('link', { name: 'DP-77' })).toHaveAttribute('href', '/orders?id=o-77');
  });

  it('shows no claim on an ordinary ticket, and a new ticket cannot be a claim', async () => {
    fakeSupportApi({ tickets: [aTicket()] });
    const user = userEvent.setup();
    renderApp('/home/support-ticket?id=t1');
    const drawer = await drawerTitled('Parcel stuck in transit');
    await within(drawer).findByRole('feed', { name: 'Messages' });
    expect(within(drawer).queryByRole('region', { name: 'About this claim' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const form = await drawerTitled('Write to support');
    await user.click(within(form).getByRole('combobox', { name: 'Topic' }));
    expect((await screen.findAllByTitle('Something else')).length).toBeGreaterThan(0);
    for (const topic of ['Order', 'Product', 'Payment or balance', 'Account', 'Sourcing request'])
      expect(screen.getAllByTitle(topic).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Claim on an order')).toBeNull();
  });
});
