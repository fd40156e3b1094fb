import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { anAdminWithdrawal } from '@/features/referral/test/fake-referral';
import { fakeAdminReferralApi } from '../test/fake-admin-referral-api';

const QUEUE = '/api/admin/referral/withdrawals';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

const PAYPAL = anAdminWithdrawal({ id: 'w1', number: 'WD-2026-000001', amountCents: 2_500, feeCents: 150, netCents: 2_350 });
const BANK = anAdminWithdrawal({
  id: 'w2',
  number: 'WD-2026-000002',
  method: 'bank',
  userId: 'u-bo',
  email: 'bo@store.example',
  amountCents: 4_000,
  netCents: 4_000,
  createdAt: '2026-11-21T09:00:00.000Z',
});
const APPROVED = anAdminWithdrawal({ id: 'w3', number: 'WD-2026-000003', status: 'approved', email: 'cy@shop.example' });

describe('Admin → Referral payouts', () => {
  it('opens on the requested payouts with the full destination, and filters by status in the address', async () => {
    const api = fakeAdminReferralApi({ withdrawals: [PAYPAL, BANK, APPROVED] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/referral/withdrawals');

    const paypal = await row('ana@shop.example');
    expect(api.calls('GET', QUEUE)[0]?.params).toEqual({ status: 'requested', limit: 20 });
    expect(paypal).toHaveTextContent('WD-2026-000001');
    expect(paypal).toHaveTextContent('PayPal');
    expect(paypal).toHaveTextContent('ana.pay@paypal.example');
    expect(paypal).toHaveTextContent('$25.00');
    expect(paypal).toHaveTextContent('$1.50');
    expect(paypal).toHaveTextContent('$23.50');
    expect(paypal).toHaveTextContent('Requested');
    const bank = await row('bo@store.example');
    for (const detail of ['Ana Lima', 'Banco Sol', 'DE89370400440532013000', 'COBADEFFXXX', 'DE', 'Bank transfer'])
      expect(bank).toHaveTextContent(detail);
    expect(within(bank).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(bank).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByText('cy@shop.example')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click((await screen.findAllByTitle('Approved')).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/admin/referral/withdrawals?status=approved'));
    const approved = await row('cy@shop.example');
    expect(within(approved).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.calls('GET', QUEUE).at(-1)?.params).toEqual({ status: 'approved', limit: 20 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click((await screen.findAllByTitle('All statuses')).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/admin/referral/withdrawals?status=all'));
    expect(await row('ana@shop.example')).toBeInTheDocument();
    expect(api.calls('GET', QUEUE).at(-1)?.params).toEqual({ limit: 20 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click((await screen.findAllByTitle('Cancelled')).at(-1)!);
    expect(await screen.findByText('No payouts with this status.')).toBeInTheDocument();
  });

  it('approves a payout after showing what to pay; the queue refreshes', async () => {
    const api = fakeAdminReferralApi({ withdrawals: [PAYPAL] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/referral/withdrawals');
    await user.click(within(await row('ana@shop.example')).getByRole('button', { name: 'Approve' }));

    const dialog = await dialogTitled('Approve payout WD-2026-000001');
    expect(within(dialog).getByTestId('net-to-pay')).toHaveTextContent('$23.50');
    expect(dialog).toHaveTextContent('ana.pay@paypal.example');
    expect(api.calls('POST', `${QUEUE}/w1/approve`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Payout WD-2026-000001 approved.')).toBeInTheDocument();
    expect(api.calls('POST', `${QUEUE}/w1/approve`)[0]?.body).toEqual({ idempotencyKey: expect.stringMatching(UUID) });
    expect(await screen.findByText('No payouts are waiting for a decision.')).toBeInTheDocument();
    expect(api.calls('GET', QUEUE).length).toBeGreaterThanOrEqual(2);
  });

  it('approves once however often the button is clicked', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    const api = fakeAdminReferralApi({
      withdrawals: [PAYPAL],
      over: (r) => (r.method === 'POST' && r.url.endsWith('/approve') ? held : undefined),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/referral/withdrawals');
    await user.click(within(await row('ana@shop.example')).getByRole('button', { name: 'Approve' }));
    const ok = within(await dialogTitled('Approve payout WD-2026-000001')).getByRole('button', { name: 'Approve' });
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(api.calls('POST', `${QUEUE}/w1/approve`)).toHaveLength(1));
    answer({ status: 200, data: { ...PAYPAL, status: 'approved' } });
    expect(await screen.findByText('Payout WD-2026-000001 approved.')).toBeInTheDocument();
    expect(api.calls('POST', `${QUEUE}/w1/approve`)).toHaveLength(1);
  });

  it('marks an approved payout paid with the external reference', async () => {
    const api = fakeAdminReferralApi({ withdrawals: [APPROVED] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/referral/withdrawals?status=approved');
    await user.click(within(await row('cy@shop.example')).getByRole('button', { name: 'Mark paid' }));

    const dialog = await dialogTitled('Mark payout WD-2026-000003 paid');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText("Enter the payment's reference.")).toBeInTheDocument();
    expect(api.calls('POST', `${QUEUE}/w3/paid`)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Payment reference'), '  PP-55AA1  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Payout WD-2026-000003 marked paid.')).toBeInTheDocument();
    expect(api.calls('POST', `${QUEUE}/w3/paid`)[0]?.body).toEqual({
      reference: 'PP-55AA1',
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(await screen.findByText('No payouts with this status.')).toBeInTheDocument();
  });

  it("rejects a payout with the reason the seller reads, and shows the server's refusal", async () => {
    const api = fakeAdminReferralApi({ withdrawals: [BANK] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/referral/withdrawals');
    await user.click(within(await row('bo@store.example')).getByRole('button', { name: 'Reject' }));

    const dialog = await dialogTitled('Reject payout WD-2026-000002');
    expect(dialog).toHaveTextContent("$40.00 goes back to the seller's available commission.");
    await user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The IBAN does not match the holder.');

    // Someone else decided meanwhile: the server refuses the move, and the dialog says why.
    api.state.withdrawals = api.state.withdrawals.map((w) => ({ ...w, status: 'paid' as const }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    expect(await within(dialog).findByText('Withdrawal WD-2026-000002 cannot move to rejected.')).toBeInTheDocument();

    api.state.withdrawals = [BANK];
    await user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    expect(await screen.findByText('Payout WD-2026-000002 rejected.')).toBeInTheDocument();
    const posts = api.calls('POST', `${QUEUE}/w2/reject`);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      reason: 'The IBAN does not match the holder.',
      idempotencyKey: expect.stringMatching(UUID),
    });
    // The same dialog is one decision: a retry carries the same key.
    expect(posts[1]?.body.idempotencyKey).toBe(posts[0]?.body.idempotencyKey);
  });
});
