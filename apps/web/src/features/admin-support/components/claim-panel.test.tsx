import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerAfter } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aClaim } from '@/features/orders/test/fake-claims';
import { BASE, aTicket, fakeAdminSupportApi } from '../test/fake-admin-support-api';

const DECIDE = `${BASE}/claims/c1/decide`;

/** A pending refund claim of two towels ($27.00) on order DP-1001, as ticket ST-2026-000001's thread. */
const claimTicket = (claim = {}) =>
  aTicket({
    category: 'claim',
    subject: 'Refund claim: missing item, order DP-1001',
    claim: aClaim({
      orderId: 'o1',
      orderNo: 'DP-1001',
      ticketId: 't1',
      ticketNumber: 'ST-2026-000001',
      reason: 'missing_item',
      lines: [{ itemId: 'i1', title: 'Linen towel', variantTitle: 'Large / Sand', quantity: 2, amountCents: 2700 }],
      amountCents: 2700,
      ...claim,
    }),
  });

async function openPanel() {
  const drawer = (await screen.findByText('Ticket ST-2026-000001', { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement;
  return within(drawer).findByRole('region', { name: 'Claim' });
}
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const closed = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).toBeNull());
const decisions = (panel: HTMLElement) => within(panel).queryByRole('region', { name: 'Your decision' });

async function confirm(user: UserEvent, panel: HTMLElement, action: string, title: string) {
  await user.click(within(panel).getByRole('button', { name: action }));
  return dialogTitled(title);
}

describe('Admin → Support → a claim’s thread', () => {
  it('shows the claim’s facts, and refunds it after confirming, sent once', async () => {
    const api = fakeAdminSupportApi({ tickets: [claimTicket()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const panel = await openPanel();
    for (const text of [
      'OrderDP-1001',
      'Pending',
      'Asked forRefund',
      'ReasonMissing item',
      'Linen towel (Large / Sand): 2 units · $27.00',
      'Claimed amount$27.00',
    ])
      expect(panel).toHaveTextContent(text);

    // Cancelling the confirm step sends nothing.
    let dialog = await confirm(user, panel, 'Refund $27.00', 'Refund $27.00 to the seller?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed('Refund $27.00 to the seller?');
    expect(api.calls('POST', DECIDE)).toEqual([]);

    dialog = await confirm(user, panel, 'Refund $27.00', 'Refund $27.00 to the seller?');
    answerAfter(100);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund $27.00' }));
    expect(await screen.findByText("Refunded $27.00 to the seller's balance.")).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)).toHaveLength(1);
    expect(api.calls('POST', DECIDE)[0]!.body).toEqual({ decision: 'refund' });
    await closed('Refund $27.00 to the seller?');

    await waitFor(() => expect(panel).toHaveTextContent('Refunded$27.00'));
    expect(decisions(panel)).toBeNull();
    expect(api.calls('GET', `${BASE}/tickets/t1`).length).toBeGreaterThan(1);
  });

  it('resends the claimed units with an optional note', async () => {
    const api = fakeAdminSupportApi({ tickets: [claimTicket()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const panel = await openPanel();

    const dialog = await confirm(user, panel, 'Resend', 'Resend the claimed units?');
    await user.type(within(dialog).getByLabelText('Note to the seller (optional)'), 'Shipping two new towels.');
    await user.click(within(dialog).getByRole('button', { name: 'Create the resend order' }));
    expect(await screen.findByText('Resend order DP-2001 created.')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)[0]!.body).toEqual({ decision: 'resend', note: 'Shipping two new towels.' });
    await waitFor(() => expect(panel).toHaveTextContent('Resend orderDP-2001'));
    expect(panel).toHaveTextContent('Resent');
    expect(panel).toHaveTextContent('Decision noteShipping two new towels.');
    expect(decisions(panel)).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const api = fakeAdminSupportApi({ tickets: [claimTicket()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const panel = await openPanel();

    const dialog = await confirm(user, panel, 'Reject', 'Reject this claim?');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the claim' }));
    expect(await within(dialog).findByText('Give the reason for the rejection.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for the rejection'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the claim' }));
    expect(await within(dialog).findByText('Give the reason for the rejection.')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for the rejection'), ' The photos show no damage. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the claim' }));
    expect(await screen.findByText('Claim rejected.')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)[0]!.body).toEqual({ decision: 'reject', note: 'The photos show no damage.' });
    await waitFor(() => expect(panel).toHaveTextContent('Rejected'));
    expect(panel).toHaveTextContent('Decision noteThe photos show no damage.');
  });

  it('shows the server’s refusal in the confirm step', async () => {
    fakeAdminSupportApi({
      tickets: [claimTicket()],
      over: (r) =>
        r.method === 'POST' && r.url === DECIDE
          ? {
              status: 409,
              data: {
                code: 'CLAIM_ALREADY_DECIDED',
                message: 'This claim on order ST-2026-000001 was already decided.',
                params: {},
              },
            }
          : undefined,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/support?id=t1');
    const panel = await openPanel();
    const dialog = await confirm(user, panel, 'Resend', 'Resend the claimed units?');
    await user.click(within(dialog).getByRole('button', { name: 'Create the resend order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This claim on order ST-2026-000001 was already decided.');
  });

  it('offers no decision on a decided claim, and no claim panel on an ordinary ticket', async () => {
    fakeAdminSupportApi({
      tickets: [
        claimTicket({ status: 'rejected', decisionNote: 'Outside the window.', decidedAt: '2026-11-21T09:00:00.000Z' }),
        aTicket({ id: 't2', number: 'ST-2026-000002', subject: 'Where is my parcel?' }),
      ],
    });
    const app = renderApp('/admin/support?id=t1');
    const panel = await openPanel();
    expect(panel).toHaveTextContent('Rejected');
    expect(panel).toHaveTextContent('Decision noteOutside the window.');
    expect(decisions(panel)).toBeNull();

    await app.router.navigate('/admin/support?id=t2');
    const other = (await screen.findByText('Ticket ST-2026-000002', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(other).findByRole('feed', { name: 'Messages' });
    expect(within(other).queryByRole('region', { name: 'Claim' })).toBeNull();
  });

  it('filters the queue by the claim category', async () => {
    const api = fakeAdminSupportApi({ tickets: [claimTicket(), aTicket({ id: 't2', subject: 'Where is my parcel?' })] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/support');
    const claimRow = (await screen.findByText('Refund claim: missing item, order DP-1001')).closest('tr') as HTMLElement;
    expect(claimRow).toHaveTextContent('Claim');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click((await screen.findAllByTitle('Claim')).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/admin/support?tab=queue&category=claim'));
    await waitFor(() => expect(api.calls('GET', `${BASE}/tickets`).at(-1)?.params).toEqual({ category: 'claim', limit: 20 }));
    await waitFor(() => expect(screen.queryByText('Where is my parcel?')).toBeNull());
  });
});
