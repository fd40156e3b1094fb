import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushBatch } from '@dropport/contracts';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { aStore, fakeListingsApi } from '../test/fake-listings-api';
import { PushDialog } from './push-dialog';

function renderDialog(itemIds: string[] | null, onClose = vi.fn()) {
  const router = createMemoryRouter([{ path: '/importList', element: <PushDialog itemIds={itemIds} onClose={onClose} /> }], {
    initialEntries: ['/importList'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onClose };
}

const item = (listingId: string, title: string, o: Partial<PushBatch['items'][number]> = {}): PushBatch['items'][number] => ({
  listingId,
  importItemId: `i-${listingId}`,
  productId: 1,
  title,
  storeId: 'ST2',
  storeName: 'Berlin Boards',
  status: 'pushing',
  error: null,
  storeProductUrl: null,
  ...o,
});
const aBatch = (o: Partial<PushBatch>): PushBatch => ({
  id: 'B1',
  total: 2,
  done: 0,
  failed: 0,
  status: 'running',
  items: [item('L1', 'Yoga mat'), item('L2', 'Desk lamp')],
  alreadyListed: [],
  createdAt: '2026-11-21T09:00:00.000Z',
  ...o,
});

describe('the push dialog', () => {
  it('pushes to the chosen active stores, follows the progress, shows a failure’s reason and retries it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeListingsApi({
      stores: [
        aStore(),
        aStore({ id: 'ST2', name: 'Berlin Boards', shopDomain: 'berlin-boards.myshopify.com' }),
        aStore({ id: 'ST3', name: 'Gone Shop', status: 'revoked' }),
      ],
      batches: [
        aBatch({}),
        aBatch({
          done: 1,
          failed: 1,
          status: 'finished',
          items: [
            item('L1', 'Yoga mat', { status: 'active' }),
            item('L2', 'Desk lamp', {
              status: 'failed',
              error: { code: 'STORE_ACCESS_REVOKED', params: {}, message: 'The store no longer accepts Dropport.' },
            }),
          ],
        }),
      ],
      over: (r) => (r.url === '/api/listings/L2/retry' ? { status: 200, data: { id: 'L2', status: 'pushing' } } : undefined),
    });
    renderDialog(['i1', 'i2']);
    expect(await screen.findByText('2 products to push. Choose the stores:')).toBeInTheDocument();
    const stores = screen.getByRole('group', { name: 'Stores' });
    expect(within(stores).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByText('Gone Shop')).toBeNull();
    const push = screen.getByRole('button', { name: 'Push' });
    expect(push).toBeDisabled();
    await user.click(within(stores).getByRole('checkbox', { name: /Berlin Boards/ }));
    await user.click(push);

    await waitFor(() => expect(api.calls('POST', '/api/listings/push')).toHaveLength(1));
    expect(api.calls('POST', '/api/listings/push')[0]!.body).toEqual({
      itemIds: ['i1', 'i2'],
      storeIds: ['ST2'],
      idempotencyKey: expect.any(String),
    });
    expect(await screen.findByText(/Pushing… 0 of 2 pushed, 0 failed\./)).toBeInTheDocument();
    expect(await screen.findByText(/Push finished\. 1 of 2 pushed, 1 failed\./, {}, { timeout: 4000 })).toBeInTheDocument();
    const failed = screen.getByRole('listitem', { name: 'Desk lamp – Berlin Boards' });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The store no longer accepts Dropport.');
    expect(within(screen.getByRole('listitem', { name: 'Yoga mat – Berlin Boards' })).queryByRole('button')).toBeNull();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls('POST', '/api/listings/L2/retry')).toHaveLength(1));
  });

  it('shows each variant’s final store price and compare-at before pushing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeListingsApi({
      stores: [aStore({ currency: 'USD' }), aStore({ id: 'ST2', name: 'Berlin Boards', currency: 'EUR' })],
      preview: {
        stores: [
          {
            storeId: 'ST1',
            storeName: 'Lisbon Linen',
            currency: 'USD',
            items: [
              {
                importItemId: 'i1',
                title: 'Yoga mat',
                variants: [
                  { variantId: 1, sku: 'YM-S', optionValues: ['Small'], priceCents: 4999, compareAtCents: 7595, typed: true },
                  { variantId: 2, sku: 'YM-L', optionValues: ['Large'], priceCents: 3195, compareAtCents: null, typed: false },
                ],
              },
            ],
          },
        ],
      },
    });
    renderDialog(['i1']);
    const stores = await screen.findByRole('group', { name: 'Stores' });
    await user.click(within(stores).getByRole('checkbox', { name: /Lisbon Linen/ }));
    const prices = await screen.findByRole('list', { name: 'Yoga mat – Lisbon Linen' });
    expect(api.calls('POST', '/api/listings/push/preview')[0]!.body).toEqual({ itemIds: ['i1'], storeIds: ['ST1'] });
    const small = within(prices).getByRole('listitem', { name: 'Small' });
    expect(small).toHaveTextContent('$49.99');
    expect(within(small).getByLabelText('Compare-at $75.95')).toHaveTextContent('$75.95');
    expect(small).toHaveTextContent('Your price');
    const large = within(prices).getByRole('listitem', { name: 'Large' });
    expect(large).toHaveTextContent('$31.95');
    expect(large).toHaveTextContent('No compare-at');
    expect(large).toHaveTextContent('Pricing rule');
  });

  it('answers a double click on Push with the one push it started, never "0 of 0"', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeListingsApi({ stores: [aStore()], batches: [aBatch({})] });
    renderDialog(['i1', 'i2']);
    await user.dblClick(await screen.findByRole('button', { name: 'Push' }));
    expect(await screen.findByText(/Pushing… 0 of 2 pushed, 0 failed\./)).toBeInTheDocument();
    const sent = api.calls('POST', '/api/listings/push');
    expect(new Set(sent.map((r) => r.body.idempotencyKey)).size).toBe(1);
    expect(sent[0]!.body.idempotencyKey).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/0 of 0 pushed/)).toBeNull();
    expect(screen.getByText(/0 of 2 pushed/)).toBeInTheDocument();
  });

  it('offers to link a store when the seller has no active one', async () => {
    fakeListingsApi({ stores: [aStore({ status: 'uninstalled' })] });
    renderDialog(['i1']);
    expect(await screen.findByText('Link a store first to push products to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Link a store/ })).toHaveAttribute('href', '/addMyStore');
    expect(screen.queryByRole('button', { name: 'Push' })).toBeNull();
  });

  it('shows why the server refused the push and pushes nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeListingsApi({ stores: [aStore()] });
    renderDialog(['i1']);
    // One active store is chosen for the seller.
    await user.click(await screen.findByRole('button', { name: 'Push' }));
    expect(await screen.findByText('The store is not active.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Push' })).toBeEnabled();
  });
});
