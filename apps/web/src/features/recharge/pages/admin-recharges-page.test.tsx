import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { fakeRechargeApi } from '../test/fake-recharge-api';
import { aRecharge, aSubmitted } from '../test/fake-recharges';

const QUEUE = '/api/admin/recharges';
const admin = aUser({ id: 'u-admin', role: 'admin' });

// The proof is shown from an object URL: each test gets the same one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proof');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** A row of the table, found by text (role queries over antd's table are slow in the test DOM). */
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
/** A dialog by its title (antd's test build gives every dialog the same labelled-by id). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const drawer = async () =>
  (await screen.findByText(/^Recharge DPT-/, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;

describe('Admin → Recharges', () => {
  it('opens on the bank transfers waiting for review, and filters every recharge by status and method', async () => {
    const api = fakeRechargeApi({
      user: admin,
      recharges: [
        aSubmitted({ id: 'RC1', reference: 'DPT-1', transfer: { ...aSubmitted().transfer!, amountCents: 24_000 } }),
        aRecharge({ id: 'RC2', reference: 'DPC-2', status: 'succeeded' }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/recharges');
    const first = await row('DPT-1');
    expect(api.calls('GET', QUEUE)[0]?.params).toMatchObject({ status: 'submitted', method: 'bank' });
    expect(within(first).getByText('ana@shop.example')).toBeInTheDocument();
    expect(within(first).getByText('$250.00')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed: $240.00')).toBeInTheDocument();
    expect(within(first).getByText('Under review')).toBeInTheDocument();
    expect(screen.queryByText('DPC-2')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click((await screen.findAllByTitle('All statuses')).at(-1)!);
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click((await screen.findAllByTitle('All methods')).at(-1)!);
    await waitFor(() => expect(app.location()).toBe('/admin/recharges?status=all&method=all'));
    expect(within(await row('DPC-2')).getByText('Credited')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the review queue' }));
    await waitFor(() => expect(app.location()).toBe('/admin/recharges'));
    api.state.recharges = [];
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click((await screen.findAllByTitle('Card')).at(-1)!);
    expect(await screen.findByText('No recharges match these filters.')).toBeInTheDocument();
  });

  it('reviews a transfer in the drawer and approves it after seeing the amount to credit; the queue refreshes', async () => {
    const confirmed = { ...aSubmitted().transfer!, amountCents: 24_000 };
    const api = fakeRechargeApi({ user: admin, recharges: [aSubmitted({ id: 'RC1', reference: 'DPT-1', transfer: confirmed })] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/recharges');
    await user.click(within(await row('DPT-1')).getByRole('button', { name: 'Review', hidden: true }));

    const panel = await drawer();
    expect(within(panel).getByText('ana@shop.example')).toBeInTheDocument();
    expect(within(panel).getByText('Requested amount').closest('tr')).toHaveTextContent('$250.00');
    expect(within(panel).getByText('Confirmed amount').closest('tr')).toHaveTextContent('$240.00');
    expect(within(panel).getByText(/^The seller confirmed \$240\.00, but the recharge is for \$250\.00\./)).toBeInTheDocument();
    expect(within(panel).getByText('Payer name').closest('tr')).toHaveTextContent('Ana Souza');
    expect(within(panel).getByText('Transfer date').closest('tr')).toHaveTextContent('Nov 21, 2026');
    expect(await within(panel).findByRole('img', { name: 'Proof of transfer', hidden: true })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    expect(api.calls('GET', '/files/F1')[0]?.headers.authorization).toBe(`Basic ${btoa('u-admin:t')}`);
    expect(within(panel).getByText('Bank reference issued')).toBeInTheDocument();
    expect(within(panel).getByText('Seller confirmed a transfer made on Nov 21, 2026')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Approve', hidden: true }));
    const dialog = await dialogTitled('Approve this transfer?');
    // The server credits what the seller confirmed sending; the dialog says exactly that amount.
    expect(within(dialog).getByTestId('credit-amount')).toHaveTextContent('$240.00');
    await user.click(within(dialog).getByRole('button', { name: 'Credit $240.00', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Approve this transfer?')).toBeNull());
    expect(api.calls('POST', '/api/admin/recharges/RC1/approve')).toHaveLength(1);
    const history = within(panel).getByRole('region', { name: 'History', hidden: true });
    expect(await within(history).findByText('Approved: the balance is credited')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approve', hidden: true })).toBeNull();
    expect(await screen.findByText('No bank transfers are waiting for review.')).toBeInTheDocument();
  });

  it('rejects only with a reason, which is sent; the queue refreshes', async () => {
    const api = fakeRechargeApi({ user: admin, recharges: [aSubmitted({ id: 'RC1', reference: 'DPT-1' })] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/recharges');
    await user.click(within(await row('DPT-1')).getByRole('button', { name: 'Review', hidden: true }));
    const panel = await drawer();
    await user.click(within(panel).getByRole('button', { name: 'Reject', hidden: true }));
    const dialog = await dialogTitled('Reject the transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the transfer', hidden: true }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/recharges/RC1/reject')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason the seller reads'), '  No transfer with this reference arrived. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the transfer', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Reject the transfer', { selector: '.ant-modal-title' })).toBeNull());
    expect(api.calls('POST', '/api/admin/recharges/RC1/reject')[0]?.body).toEqual({
      reason: 'No transfer with this reference arrived.',
    });
    const history = within(panel).getByRole('region', { name: 'History', hidden: true });
    expect(await within(history).findByText('Rejected')).toBeInTheDocument();
    expect(within(panel).getByText('Reason').closest('tr')).toHaveTextContent('No transfer with this reference arrived.');
    expect(await screen.findByText('No bank transfers are waiting for review.')).toBeInTheDocument();
  });

  it('shows a refused approval inside the dialog', async () => {
    fakeRechargeApi({
      user: admin,
      recharges: [aSubmitted({ id: 'RC1', reference: 'DPT-1' })],
      over: (r) =>
        r.url.endsWith('/approve')
          ? {
              status: 409,
              data: { code: 'RECHARGE_TRANSITION_INVALID', message: 'This recharge was already decided.', params: {} },
            }
          : undefined,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/recharges');
    await user.click(within(await row('DPT-1')).getByRole('button', { name: 'Review', hidden: true }));
    await user.click(within(await drawer()).getByRole('button', { name: 'Approve', hidden: true }));
    const dialog = await dialogTitled('Approve this transfer?');
    await user.click(within(dialog).getByRole('button', { name: 'Credit $250.00', hidden: true }));
    expect(await within(dialog).findByText('This recharge was already decided.')).toBeInTheDocument();
  });
});
