import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@dropport/contracts';
import { answerAfter } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import '../pages/shipped-orders-page';
import { aClaim, anOrder, claimsOf, eligibleFor, fakeOrdersApi } from '../test/fake-orders-api';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const drawer = async (orderNo: string) =>
  (await screen.findByText(`Order ${orderNo}`, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const closed = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).toBeNull());
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

/** A shipped order (12 Nov 2026), not yet delivered: "not received" opens 30 days after shipping. */
const shipped = anOrder('9', { status: 'shipped', paidAt: '2026-11-10T09:00:00.000Z', shippedAt: '2026-11-12T08:00:00.000Z' });

/** A delivered order of three towels and two of the seller's own mugs (which can be refunded, not resent). */
const towels = anOrder('8').items[0]!;
const delivered: OrderDetail = anOrder('8', {
  status: 'delivered',
  paidAt: '2026-11-10T09:00:00.000Z',
  shippedAt: '2026-11-12T08:00:00.000Z',
  deliveredAt: '2026-11-25T15:00:00.000Z',
  items: [
    { ...towels, quantity: 3 },
    {
      ...towels,
      id: '8-i2',
      title: 'Stoneware mug',
      variantTitle: null,
      quantity: 2,
      variantId: null,
      productId: null,
      sellerSkuId: 'sku-mug',
    },
  ],
});
const deliveredClaims = () => {
  const base = claimsOf(delivered, {
    eligibility: [
      { reason: 'not_received', eligible: false, code: 'CLAIM_ALREADY_DELIVERED', date: null },
      ...eligibleFor(['damaged', 'wrong_item', 'missing_item']).slice(1),
    ],
  });
  base.lines[0]!.paidCents = 1250;
  base.lines[1]!.paidCents = 400;
  return base;
};

async function openClaim(user: UserEvent, orderNo: string) {
  const panel = await drawer(orderNo);
  await user.click(button(panel, 'Claim a refund or resend'));
  return { panel, dialog: await dialogTitled(`Claim on order ${orderNo}`) };
}

async function setUnits(user: UserEvent, dialog: HTMLElement, title: string, units: string) {
  const field = within(dialog).getByLabelText(`Units of ${title} to claim`);
  await user.clear(field);
  await user.type(field, units);
}

describe('Claiming a refund or resend on an order', () => {
  it('disables a reason that cannot be claimed yet, and says from when', async () => {
    const user = setup();
    fakeOrdersApi({
      orders: [shipped],
      claims: {
        '9': claimsOf(shipped, {
          eligibility: [
            { reason: 'not_received', eligible: false, code: 'CLAIM_TOO_EARLY', date: '2026-12-12' },
            ...eligibleFor([], false).slice(1),
          ],
        }),
      },
    });
    renderApp('/orders/shipped?id=9');
    const { dialog } = await openClaim(user, 'DP-9');

    const notReceived = within(dialog).getByRole('radio', { name: /Not received/ });
    expect(notReceived).toBeDisabled();
    expect(within(dialog).getByText('Not received can be claimed from Dec 12, 2026 (30 days after shipping).')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /Damaged/ })).toBeDisabled();
    expect(within(dialog).getByText('Damaged can be claimed once the order is delivered.')).toBeVisible();
    expect(within(dialog).getByText('None of the reasons can be claimed on this order now.')).toBeVisible();
  });

  it('sums what the chosen units were paid, and takes none of your own goods for a resend', async () => {
    const user = setup();
    fakeOrdersApi({ orders: [delivered], claims: { '8': deliveredClaims() } });
    renderApp('/orders/shipped?id=8');
    const { dialog } = await openClaim(user, 'DP-8');

    expect(within(dialog).getByRole('radio', { name: /Not received/ })).toBeDisabled();
    expect(within(dialog).getByText('Not received cannot be claimed: the order was delivered.')).toBeVisible();
    expect(within(dialog).getByText('$12.50 paid per unit')).toBeVisible();
    expect(within(dialog).getByText('3 of 3 can still be claimed')).toBeVisible();
    expect(within(dialog).getByText('No units chosen yet.')).toBeVisible();

    await setUnits(user, dialog, 'Linen towel 8', '2');
    await setUnits(user, dialog, 'Stoneware mug', '1');
    expect(within(dialog).getByText('3 units chosen, paid $29.00')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Resend' }));
    expect(within(dialog).getByLabelText('Units of Stoneware mug to claim')).toBeDisabled();
    expect(within(dialog).getByText('Your own product: refund only')).toBeVisible();
    expect(within(dialog).getByText('2 units chosen, paid $25.00')).toBeVisible();
  });

  it('refuses to send without a note or units, then sends the chosen lines once and links the ticket', async () => {
    const user = setup();
    const api = fakeOrdersApi({ orders: [delivered], claims: { '8': deliveredClaims() } });
    const app = renderApp('/orders/shipped?id=8');
    const { panel, dialog } = await openClaim(user, 'DP-8');
    expect(within(panel).queryByRole('region', { name: 'Claims', hidden: true })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: /Missing item/ }));
    await user.click(button(dialog, 'Send claim'));
    expect(await within(dialog).findByText('Describe the problem.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one unit to claim.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/8/claims')).toEqual([]);

    await setUnits(user, dialog, 'Linen towel 8', '2');
    await setUnits(user, dialog, 'Stoneware mug', '1');
    await user.type(within(dialog).getByLabelText('What went wrong'), '  Two towels and a mug were not in the box. ');
    answerAfter(100);
    await user.dblClick(button(dialog, 'Send claim'));

    const note = await screen.findByText('Ticket ST-2026-000201 was opened for it: support answers you there.');
    const posts = api.calls('POST', '/api/orders/8/claims');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      kind: 'refund',
      reason: 'missing_item',
      lines: [
        { itemId: '8-i1', quantity: 2 },
        { itemId: '8-i2', quantity: 1 },
      ],
      note: 'Two towels and a mug were not in the box.',
      attachmentIds: [],
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/),
    });
    await closed('Claim on order DP-8');

    const claims = await within(panel).findByRole('region', { name: 'Claims', hidden: true });
    const item = within(claims).getByRole('listitem', { name: 'Refund · Missing item', hidden: true });
    for (const text of ['Under review', 'Linen towel 8 (Large / Sand): 2 units', 'Stoneware mug: 1 unit', '$29.00'])
      expect(item).toHaveTextContent(text);
    expect(within(item).getByText('Ticket ST-2026-000201').closest('a')).toHaveAttribute(
      'href',
      '/home/support-ticket?id=t-claim-new-1',
    );

    const link = within(note.closest('.ant-notification-notice') as HTMLElement).getByRole('link', {
      name: 'Open ticket ST-2026-000201',
    });
    expect(link).toHaveAttribute('href', '/home/support-ticket?id=t-claim-new-1');
    await user.click(link);
    await waitFor(() => expect(app.location()).toBe('/home/support-ticket?id=t-claim-new-1'));
  });

  it('asks for a photo of a damaged item before sending, and shows the server’s refusal in the dialog', async () => {
    const user = setup();
    let refuse = false;
    const api = fakeOrdersApi({
      orders: [delivered],
      claims: { '8': deliveredClaims() },
      over: (r) =>
        refuse && r.method === 'POST' && r.url === '/api/orders/8/claims'
          ? {
              status: 409,
              data: {
                code: 'CLAIM_WINDOW_CLOSED',
                message: 'Claims for damaged, wrong or missing items on order DP-8 closed on 2026-12-25.',
                params: { date: '2026-12-25' },
              },
            }
          : undefined,
    });
    renderApp('/orders/shipped?id=8');
    const { dialog } = await openClaim(user, 'DP-8');
    expect(within(dialog).getByText(/Damaged and wrong item claims need at least one photo/)).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: /Damaged/ }));
    await setUnits(user, dialog, 'Linen towel 8', '1');
    await user.type(within(dialog).getByLabelText('What went wrong'), 'The towel is torn.');
    await user.click(button(dialog, 'Send claim'));
    expect(await within(dialog).findByText('Add at least one photo of the item (PNG or JPEG).')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/8/claims')).toEqual([]);

    const photo = new File(['jpeg'], 'torn.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, photo);
    expect(await within(dialog).findByText('photo-1.jpg')).toBeInTheDocument();
    refuse = true;
    await user.click(button(dialog, 'Send claim'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Claims for damaged, wrong or missing items on order DP-8 closed on 2026-12-25.',
    );
    expect(api.calls('POST', '/api/orders/8/claims')[0]!.body).toMatchObject({
      reason: 'damaged',
      lines: [{ itemId: '8-i1', quantity: 1 }],
      attachmentIds: ['01JPHOTO000000000000000001'],
    });
  });
});

describe('The order’s claims in its drawer', () => {
  it('lists each claim with its decision and ticket', async () => {
    fakeOrdersApi({
      orders: [delivered],
      claims: {
        '8': {
          ...deliveredClaims(),
          claims: [
            aClaim({
              id: 'c1',
              orderId: '8',
              status: 'refunded',
              refundedCents: 1250,
              decisionNote: 'Refunded in full, sorry about that.',
              decidedAt: '2026-12-02T10:00:00.000Z',
            }),
            aClaim({
              id: 'c2',
              orderId: '8',
              kind: 'resend',
              reason: 'wrong_item',
              status: 'resent',
              ticketId: 't-claim-2',
              ticketNumber: 'ST-2026-000102',
              resendOrderId: 'o-77',
              resendOrderNo: 'DP-77',
              createdAt: '2026-12-03T10:00:00.000Z',
            }),
          ],
        },
      },
    });
    renderApp('/orders/shipped?id=8');
    const panel = await drawer('DP-8');
    const claims = await within(panel).findByRole('region', { name: 'Claims', hidden: true });
    // The claims themselves, not the lines listed inside each.
    const items = within(claims)
      .getAllByRole('listitem', { hidden: true })
      .filter((i) => i.hasAttribute('aria-label'));
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Resend · Wrong item', 'Refund · Damaged']);
    expect(items[0]).toHaveTextContent('Resent');
    expect(within(items[0]!).getByText('DP-77').closest('a')).toHaveAttribute('href', '/orders?id=o-77');
    for (const text of ['Refunded', 'Refunded to your balance$12.50', 'Refunded in full, sorry about that.'])
      expect(items[1]).toHaveTextContent(text);
    expect(within(items[1]!).getByText('Ticket ST-2026-000101').closest('a')).toHaveAttribute(
      'href',
      '/home/support-ticket?id=t-claim-1',
    );
  });

  it('offers no claim on an order that has not shipped', async () => {
    const api = fakeOrdersApi({ orders: [anOrder('5', { status: 'paid', paidAt: '2026-11-21T10:00:00.000Z' })] });
    renderApp('/orders?id=5');
    const panel = await drawer('DP-5');
    expect(within(panel).queryByRole('button', { name: 'Claim a refund or resend' })).toBeNull();
    expect(api.calls('GET', '/api/orders/5/claims')).toEqual([]);
  });
});
