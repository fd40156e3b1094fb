import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSourcingRequest } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aDetail, aRequest, withSeller } from '../test/fake-requests';

const QUEUE = '/api/admin/sourcing';

function asAdmin(items: AdminSourcingRequest[]) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-admin', token: 't' }));
  const state = { items };
  const answer = (r: SentRequest, patch: Partial<AdminSourcingRequest>) => {
    const id = r.url.split('/')[4];
    state.items = state.items.map((i) => (i.id === id ? { ...i, ...patch } : i));
    return { status: 200, data: aDetail(state.items.find((i) => i.id === id)!) };
  };
  const api = mockApi((r) => {
    if (r.url === QUEUE) {
      const status = r.params.status;
      return { status: 200, data: { items: state.items.filter((i) => !status || i.status === status), nextCursor: null } };
    }
    if (r.url.endsWith('/take')) return answer(r, { status: 'processing' });
    if (r.url.endsWith('/quote')) return answer(r, { status: 'quoted', quoteCents: Number(r.body.quoteCents) });
    if (r.url.endsWith('/decline')) return answer(r, { status: 'declined', declineReason: String(r.body.reason) });
    if (r.url === '/api/market/products/77')
      return {
        status: 200,
        data: { id: 77, title: 'Bamboo desk lamp', images: [], costMin: 480, costMax: 520, status: 'active' },
      };
    if (r.url.startsWith('/api/market/products/'))
      return { status: 404, data: { code: 'PRODUCT_NOT_FOUND', message: 'There is no product.', params: {} } };
    return consoleReplies(aUser({ id: 'u-admin', role: 'admin' }))(r);
  });
  return { api, state };
}

/** The queue's row of a seller (found by text: role queries over a whole table are slow in the test DOM). */
// Role queries pass `hidden: true` and clicks skip the pointer-events check: both walk computed styles, which is
// slow over antd's table in the test DOM.
const row = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
/** A dialog by its title (antd's test build gives every dialog the same labelled-by id, so names do not resolve). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

describe('Admin → Sourcing requests', () => {
  it('shows the queue with each seller, and says so when a status has none', async () => {
    asAdmin([withSeller(aRequest({ id: 'R1' }), 'ana@shop.example')]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/sourcing');
    const r = await row('ana@shop.example');
    expect(within(r).getByText('$4.50 × 200 pcs')).toBeInTheDocument();
    expect(within(r).getByText('Waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Declined' }).closest('label')!);
    expect(await screen.findByText('No sourcing requests with this status.')).toBeInTheDocument();
  });

  it('takes a request, then quotes it once the product id shows the product, sending the price in cents', async () => {
    const { api } = asAdmin([withSeller(aRequest({ id: 'R1' }), 'ana@shop.example')]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/sourcing');
    await user.click(within(await row('ana@shop.example')).getByRole('button', { name: 'Take', hidden: true }));
    await user.click(await within(await row('ana@shop.example')).findByRole('button', { name: 'Quote', hidden: true }));

    const dialog = await dialogTitled('Quote a product');
    await user.type(within(dialog).getByLabelText('Quoted price per unit (USD)'), '4.99');
    await user.type(within(dialog).getByLabelText('Catalogue product ID'), '76');
    expect(await within(dialog).findByText('There is no product with this ID.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send quote', hidden: true }));
    expect(await within(dialog).findByText('Wait for the product to show, then send the quote.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Catalogue product ID'));
    await user.type(within(dialog).getByLabelText('Catalogue product ID'), '77');
    const found = await within(dialog).findByRole('status', { name: 'Product to link', hidden: true });
    expect(found).toHaveTextContent('Bamboo desk lamp');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote', hidden: true }));

    await waitFor(() => expect(screen.queryByText('Quote a product')).toBeNull());
    const quote = api.sent.find((r) => r.url === '/api/admin/sourcing/R1/quote');
    expect(quote?.body).toEqual({ quoteCents: 499, productId: 77 });
    expect(api.sent.some((r) => r.url === '/api/admin/sourcing/R1/take' && r.method === 'POST')).toBe(true);
    expect(within(await row('ana@shop.example')).getByText('Quoted')).toBeInTheDocument();
  });

  it('declines only with a reason', async () => {
    const { api } = asAdmin([withSeller(aRequest({ id: 'R2', status: 'processing' }), 'bo@shop.example')]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/sourcing');
    await user.click(within(await row('bo@shop.example')).getByRole('button', { name: 'Decline', hidden: true }));
    const dialog = await dialogTitled('Decline the request');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request', hidden: true }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason the seller reads'), 'Discontinued by every supplier');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Decline the request')).toBeNull());
    expect(api.sent.find((r) => r.url === '/api/admin/sourcing/R2/decline')?.body).toEqual({
      reason: 'Discontinued by every supplier',
    });
  });
});
