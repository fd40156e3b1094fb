import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { fakeRechargeApi } from '../test/fake-recharge-api';
import { aRecharge, anOptions, aSubmitted } from '../test/fake-recharges';

const PAGE = '/balance/recharge/confirm-payment';
const awaiting = () => aRecharge({ id: 'RC-B', method: 'bank', reference: 'DPT-7K3M-9QXH', amountCents: 50_000 });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send the confirmation' }));

async function typeDate(user: UserEvent, day: dayjs.Dayjs) {
  const date = screen.getByLabelText('Transfer date');
  await user.click(date);
  await user.paste(day.format('YYYY-MM-DD'));
  await user.keyboard('{Enter}');
}

describe('Balance → Recharge → Confirm payment', () => {
  it('recalls the reference and the account, and refuses a future date, a missing proof and a missing payer', async () => {
    const api = fakeRechargeApi({ recharges: [awaiting()] });
    const user = userEvent.setup();
    renderApp(`${PAGE}?recharge=RC-B`);
    const recall = await screen.findByRole('region', { name: 'Transfer the money to this account' });
    expect(within(recall).getByText('DPT-7K3M-9QXH')).toBeInTheDocument();
    expect(within(recall).getByText('GB33BUKB20201555555555')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount transferred (USD)')).toHaveValue('500');
    expect(screen.getByText('The recharge is for $500.00.')).toBeInTheDocument();

    // A future day cannot be picked or typed: the field stays empty and says why.
    await typeDate(user, dayjs().add(2, 'day'));
    await submit(user);
    expect(await screen.findByText('Enter the day you made the transfer: today or up to a year ago.')).toBeInTheDocument();
    expect(screen.getByLabelText('Transfer date')).toHaveValue('');
    expect(screen.getByText('Upload a proof of the transfer.')).toBeInTheDocument();
    expect(screen.getByText("Enter the payer's name (at least 2 characters).")).toBeInTheDocument();
    expect(api.calls('POST', '/api/wallet/recharges/RC-B/confirm')).toEqual([]);

    await user.clear(screen.getByLabelText('Amount transferred (USD)'));
    await user.type(screen.getByLabelText('Amount transferred (USD)'), '499.5');
    expect(await screen.findByText(/This differs from the recharge amount, \$500\.00/)).toBeInTheDocument();
  });

  it('refuses a proof that is not a PDF or an image before uploading it', async () => {
    const api = fakeRechargeApi({ recharges: [awaiting()] });
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`${PAGE}?recharge=RC-B`);
    await screen.findByRole('region', { name: 'Transfer the money to this account' });
    await user.upload(fileInput(), new File(['a,b'], 'statement.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Choose a PDF, PNG or JPEG file.')).toHaveAttribute('role', 'alert');
    expect(api.calls('POST', '/api/uploads')).toEqual([]);
  });

  it("names the server's size limit for the proof and refuses a larger file before uploading it", async () => {
    const api = fakeRechargeApi({ recharges: [awaiting()], options: anOptions({ proofMaxBytes: 3 * 1024 * 1024 }) });
    const user = userEvent.setup();
    renderApp(`${PAGE}?recharge=RC-B`);
    expect(await screen.findByText(/PDF, PNG or JPEG, up to 3 MB\./)).toBeInTheDocument();
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'receipt.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('The file is too large: at most 3 MB.')).toHaveAttribute('role', 'alert');
    expect(api.calls('POST', '/api/uploads')).toEqual([]);
  });

  it('sends the date, the amount in cents, the payer and the uploaded proof, then says an admin will review it', async () => {
    const api = fakeRechargeApi({ recharges: [awaiting()] });
    const user = userEvent.setup();
    renderApp(`${PAGE}?recharge=RC-B`);
    await screen.findByRole('region', { name: 'Transfer the money to this account' });
    const yesterday = dayjs().subtract(1, 'day');
    await typeDate(user, yesterday);
    await user.clear(screen.getByLabelText('Amount transferred (USD)'));
    await user.type(screen.getByLabelText('Amount transferred (USD)'), '500.05');
    await user.type(screen.getByLabelText('Payer name'), '  Ana Souza ');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('status', { name: 'Uploaded proof' })).toHaveTextContent('receipt.pdf');
    await submit(user);

    expect(await screen.findByText('Your confirmation is sent', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(screen.getByText(/An admin will review it and credit \$500\.00 to your balance/)).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    const sent = api.calls('POST', '/api/wallet/recharges/RC-B/confirm')[0];
    expect(sent?.contentType).toMatch(/application\/json/);
    expect(sent?.body).toEqual({
      transferDate: yesterday.format('YYYY-MM-DD'),
      amountCents: 50005,
      payerName: 'Ana Souza',
      proofFileId: 'F9',
    });
    const upload = api.calls('POST', '/api/uploads')[0]?.headers;
    expect(upload?.authorization).toMatch(/^Basic /);
  });

  it('says what state a recharge is in when there is no transfer to confirm', async () => {
    fakeRechargeApi({
      recharges: [
        aSubmitted({ id: 'RC-S', reference: 'DPT-S' }),
        aRecharge({ id: 'RC-R', method: 'bank', status: 'rejected', failureReason: 'The amount never arrived.' }),
        aRecharge({ id: 'RC-C' }),
      ],
    });
    const first = renderApp(`${PAGE}?recharge=RC-S`);
    expect(await screen.findByText('Your confirmation is sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the confirmation' })).toBeNull();
    first.unmount();

    const second = renderApp(`${PAGE}?recharge=RC-R`);
    expect(await screen.findByText('This transfer was rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: The amount never arrived.')).toBeInTheDocument();
    second.unmount();

    renderApp(`${PAGE}?recharge=RC-C`);
    expect(await screen.findByText('This recharge is paid by card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Recharge' })).toHaveAttribute('href', '/balance/recharge');
  });

  it('without a recharge, offers the transfers waiting for a confirmation, or says there are none', async () => {
    const api = fakeRechargeApi({ recharges: [awaiting()] });
    const user = userEvent.setup();
    const app = renderApp(PAGE);
    const link = await screen.findByRole('link', { name: 'Confirm transfer' });
    expect(screen.getByText(/\$500\.00 · DPT-7K3M-9QXH/)).toBeInTheDocument();
    expect(api.calls('GET', '/api/wallet/recharges')[0]?.params).toMatchObject({ status: 'awaiting_transfer', method: 'bank' });
    await user.click(link);
    await waitFor(() => expect(app.location()).toBe(`${PAGE}?recharge=RC-B`));
    expect(await screen.findByRole('button', { name: 'Send the confirmation' })).toBeInTheDocument();
    app.unmount();

    api.state.recharges = [];
    renderApp(PAGE);
    expect(await screen.findByText('You have no bank transfer waiting for a confirmation.')).toBeInTheDocument();
  });
});
