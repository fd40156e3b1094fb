import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyOverview, UserInfo } from '@dropport/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_STORAGE_KEY, readCredential } from '@/lib/credential';
import { useSessionStore } from '@/stores/session-store';
import { aClosingCheck, aDataExport, aUser, consoleReplies, notSettledOneOrder } from '@/test/fixtures';
import { answerAfter, mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const OVERVIEW = '/v1/users/u-seller/privacy';
const EXPORTS = '/v1/users/u-seller/privacy/exports';
const CLOSE = '/v1/users/u-seller/privacy/close';

function signedIn(overrides: Partial<UserInfo> = {}) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser(overrides);
}

const anExport = aDataExport;

const building = (id: string, status: 'queued' | 'running', progress: number) =>
  anExport({ id, status, progress, bytes: null, finishedAt: null, expiresAt: null, createdAt: '2026-03-03T10:00:00.000Z' });

/** The privacy API as the server keeps it: `state` is what GET /v1/users/:userId/privacy answers; other routes may be added. */
function fakePrivacyApi(me: UserInfo, state: PrivacyOverview, more: (r: SentRequest) => Reply | undefined = () => undefined) {
  const api = mockApi((r) => {
    if (r.method === 'GET' && r.url === OVERVIEW) return { status: 200, data: structuredClone(state) };
    return more(r) ?? consoleReplies(me)(r);
  });
  return { ...api, calls: (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url) };
}

const exportList = () => screen.findByRole('list', { name: 'Data exports' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Account → Privacy: download my data', () => {
  it('lists the exports with their state, shows the progress while one is built, and asks again only meanwhile', async () => {
    const me = signedIn();
    const state: PrivacyOverview = {
      exports: [
        building('x4', 'running', 40),
        anExport({ id: 'x3', requestedBy: 'admin' }),
        anExport({ id: 'x2', status: 'failed', progress: 25, bytes: null, expiresAt: null }),
        anExport({ id: 'x1', status: 'expired', bytes: null, expiresAt: null }),
      ],
      closing: aClosingCheck(),
      twoFactor: false,
    };
    const api = fakePrivacyApi(me, state);
    renderApp('/myAccount?tab=privacy');

    const list = await exportList();
    const [running, ready, failed, expired] = within(list).getAllByRole('listitem');
    expect(running).toHaveTextContent('Being prepared');
    expect(within(running!).getByLabelText('Preparing: 40%')).toBeInTheDocument();
    expect(within(running!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(ready).toHaveTextContent('Ready');
    expect(ready).toHaveTextContent('1.5 MB');
    expect(ready).toHaveTextContent('Available until');
    expect(ready).toHaveTextContent('Asked for by an admin');
    expect(within(ready!).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('This export could not be prepared. Ask for a new one.');
    expect(within(failed!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    // What the ZIP holds, and one export at a time.
    expect(screen.getByText('Your linked stores, without their access tokens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeDisabled();

    // Built meanwhile: the next look (2 s later) finds it ready, and then the looking stops.
    state.exports[0] = anExport({ id: 'x4', createdAt: '2026-03-03T10:00:00.000Z' });
    await waitFor(() => expect(screen.queryByLabelText('Preparing: 40%')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(within(await exportList()).getAllByRole('button', { name: 'Download' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeEnabled();
    const reads = api.calls('GET', OVERVIEW).length;
    expect(reads).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.calls('GET', OVERVIEW)).toHaveLength(reads);
  });

  it('sends "Prepare my data" once on a double click, then shows the new export being built', async () => {
    const me = signedIn();
    const state: PrivacyOverview = { exports: [], closing: aClosingCheck(), twoFactor: false };
    const api = fakePrivacyApi(me, state, (r) => {
      if (r.method !== 'POST' || r.url !== EXPORTS) return undefined;
      const queued = building('x9', 'queued', 0);
      state.exports = [queued];
      return { status: 202, data: queued };
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=privacy');
    expect(await screen.findByText('No data exports yet.')).toBeInTheDocument();
    answerAfter(400);
    await user.dblClick(screen.getByRole('button', { name: 'Prepare my data' }));

    expect(await screen.findByText('We are preparing your data. We will notify you when it is ready.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Preparing: 0%')).toBeInTheDocument();
    expect(within(await exportList()).getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.calls('POST', EXPORTS)).toHaveLength(1);
  });

  it('downloads a ready export with the signed-in credential, under the name the server gives', async () => {
    const me = signedIn();
    const api = fakePrivacyApi(me, { exports: [anExport()], closing: aClosingCheck(), twoFactor: false }, (r) =>
      r.url === '/v1/users/u-seller/privacy/exports/x1/download'
        ? {
            status: 200,
            data: new Blob(['PK']),
            headers: {
              'content-disposition': `attachment; filename="dropport-data-sam-2026-03-01.zip"; filename*=UTF-8''dropport-data-sam-2026-03-01.zip`,
            },
          }
        : undefined,
    );
    const created = vi.fn((_: Blob) => 'blob:zip');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=privacy');
    await user.click(within(await exportList()).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const sent = api.calls('GET', '/v1/users/u-seller/privacy/exports/x1/download');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]?.download).toBe('dropport-data-sam-2026-03-01.zip');
    expect(clicked[0]?.href).toBe('blob:zip');
  });

  it('is not offered to a member acting for a team account', async () => {
    const me = signedIn({
      actingFor: {
        id: 'u-owner',
        email: 'owner@shop.com',
        name: 'Owner Shop',
        role: 'manager',
        permissions: ['market', 'orders.view', 'team'],
        storeIds: null,
      },
    });
    const api = fakePrivacyApi(me, { exports: [], closing: aClosingCheck(), twoFactor: false });
    renderApp('/myAccount?tab=privacy');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Privacy' })).not.toBeInTheDocument();
    expect(api.calls('GET', OVERVIEW)).toHaveLength(0);
  });
});

describe('My Account → Privacy: close my account', () => {
  it('lists what keeps the account open, with the amounts and where to settle each, and cannot close meanwhile', async () => {
    const me = signedIn();
    fakePrivacyApi(me, {
      exports: [],
      closing: aClosingCheck({
        balanceCents: 1250,
        commissionsCents: 300,
        openOrders: 2,
        stockUnits: 5,
        blockers: ['balance', 'commissions', 'orders', 'stock'],
      }),
      twoFactor: false,
    });
    renderApp('/myAccount?tab=privacy');

    expect(await screen.findByText('Settle these before closing your account:')).toBeInTheDocument();
    const blockers = screen.getByRole('list', { name: 'What keeps the account open' });
    const [balance, commissions, orders, stock] = within(blockers).getAllByRole('listitem');
    expect(balance).toHaveTextContent('Wallet balance$12.50');
    expect(within(balance!).getByRole('link', { name: 'Withdraw or spend it' })).toHaveAttribute('href', '/balance');
    expect(commissions).toHaveTextContent('Referral commissions not paid out$3.00');
    expect(within(commissions!).getByRole('link')).toHaveAttribute('href', '/recommend');
    expect(orders).toHaveTextContent('Open orders2 orders');
    expect(within(orders!).getByRole('link')).toHaveAttribute('href', '/orders');
    expect(stock).toHaveTextContent('Units in the cloud warehouse5 units');
    expect(within(stock!).getByRole('link')).toHaveAttribute('href', '/myCloudWarehouse');
    expect(screen.getByRole('button', { name: 'Close my account' })).toBeDisabled();
  });

  it('closes with the password and the authenticator code, once, then signs out and says so at sign-in', async () => {
    const me = signedIn();
    const api = fakePrivacyApi(me, { exports: [], closing: aClosingCheck(), twoFactor: true }, (r) => {
      if (r.url !== CLOSE) return undefined;
      if (r.body.password !== 'Right-Pass-1')
        return { status: 400, data: { code: 'PASSWORD_WRONG', message: 'The password is not correct.', params: {} } };
      return { status: 200, data: { closedAt: '2026-03-01T10:00:00.000Z', erasedAfter: '2026-03-31T10:00:00.000Z' } };
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=privacy');
    expect(
      await screen.findByText(/Closing disables your account at once .* Your personal data is erased 30 days later/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    const submit = within(dialog).getByRole('button', { name: 'Close my account' });
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong-Pass-1');
    await user.click(submit);
    expect(await within(dialog).findByText('Enter the 6-digit code from your app.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(api.calls('POST', CLOSE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Code from the app'), '123 456');
    await user.type(within(dialog).getByLabelText('Why are you leaving? (optional)'), '  Moving on  ');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(submit);
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect(api.calls('POST', CLOSE)).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Right-Pass-1');
    answerAfter(300);
    await user.dblClick(submit);

    expect(await screen.findByText(/Your account is closed and you are signed out/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const closes = api.calls('POST', CLOSE);
    expect(closes).toHaveLength(2);
    expect(closes[1]?.body).toEqual({ password: 'Right-Pass-1', code: '123456', reason: 'Moving on' });
    expect(readCredential()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows what is still unsettled when the server refuses to close, with its message', async () => {
    const me = signedIn();
    const state: PrivacyOverview = { exports: [], closing: aClosingCheck(), twoFactor: false };
    const message = notSettledOneOrder.data.message;
    const api = fakePrivacyApi(me, state, (r) => {
      if (r.url !== CLOSE) return undefined;
      // An order came in meanwhile.
      state.closing = aClosingCheck({ openOrders: 1, blockers: ['orders'] });
      return notSettledOneOrder;
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=privacy');
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(within(dialog).queryByLabelText('Code from the app')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Right-Pass-1');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close your account?' })).not.toBeInTheDocument());
    const blockers = await screen.findByRole('list', { name: 'What keeps the account open' });
    expect(blockers).toHaveTextContent('Open orders1 order');
    expect(screen.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    expect(api.calls('POST', CLOSE)[0]?.body).toEqual({ password: 'Right-Pass-1' });
    expect(readCredential()).not.toBeNull();
  });
});
