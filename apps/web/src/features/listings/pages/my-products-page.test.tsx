import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aListing, aStore, fakeListingsApi } from '../test/fake-listings-api';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
/** A table row by its product (role queries inside antd's table rows are very slow in the test DOM: text and labels are not). */
const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

describe('My Products', () => {
  it('lists pushed products with store, status, price range in the store currency and sync state', async () => {
    fakeListingsApi({
      listings: [
        aListing('L1'),
        aListing('L2', {
          syncStatus: 'problem',
          syncProblem: { code: 'LISTING_PRODUCT_INACTIVE', params: {}, message: 'The supplier stopped selling this product.' },
        }),
        aListing('L3', {
          status: 'failed',
          storeProductUrl: null,
          error: { code: 'STORE_ACCESS_REVOKED', params: {}, message: 'The store no longer accepts Dropport.' },
        }),
      ],
    });
    renderApp('/myProducts');
    const first = await row('Linen towel L1');
    expect(first).toHaveTextContent('€18.99 – €21.99');
    expect(first).toHaveTextContent('Lisbon Linen');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('In sync');
    expect(within(first).getByLabelText('Open Linen towel L1 in the store')).toHaveAttribute(
      'href',
      'https://admin.example/store/lisbon-linen/admin/products/L1',
    );
    const second = await row('Linen towel L2');
    expect(second).toHaveTextContent('Sync problem');
    expect(second).toHaveTextContent('The supplier stopped selling this product.');
    const third = await row('Linen towel L3');
    expect(third).toHaveTextContent('Failed');
    expect(third).toHaveTextContent('The store no longer accepts Dropport.');
    expect(within(third).queryByText('Unlist')).toBeNull();
    expect(button(third, 'Retry')).toBeEnabled();
  });

  it('filters by status and store, and searches by title, through the API', async () => {
    const user = setup();
    const api = fakeListingsApi({
      listings: [aListing('L1'), aListing('L3', { status: 'failed' })],
      stores: [aStore(), aStore({ id: 'ST2', name: 'Berlin Boards' })],
    });
    const { location } = renderApp('/myProducts?status=failed');
    expect(await row('Linen towel L3')).toBeInTheDocument();
    expect(screen.queryByText('Linen towel L1')).toBeNull();
    expect(api.calls('GET', '/api/listings').at(-1)!.params).toMatchObject({ status: 'failed' });
    const search = screen.getByLabelText('Search by title');
    await user.type(search, 'towel{Enter}');
    await waitFor(() => expect(api.calls('GET', '/api/listings').at(-1)!.params).toMatchObject({ status: 'failed', q: 'towel' }));
    expect(location()).toBe('/myProducts?status=failed&q=towel');
  });

  it('edits prices in the store currency with profit shown, and sends only what changed', async () => {
    const user = setup();
    const api = fakeListingsApi({ listings: [aListing('L1')] });
    renderApp('/myProducts');
    await user.click(button(await row('Linen towel L1'), 'Edit prices'));
    const price = await screen.findByLabelText('Price of TW-S');
    expect(price).toHaveValue('18.99');
    // €18.99 at 0.92 is $20.64; less $5.00 cost and $3.00 shipping.
    const dialog = price.closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('$12.64');
    expect(dialog).toHaveTextContent('Your price');
    await user.clear(price);
    await user.type(price, '24,99');
    expect(dialog).toHaveTextContent('$19.16');
    await user.click(button(dialog, 'Save prices'));
    await waitFor(() => expect(api.calls('PATCH', '/api/listings/L1/prices')).toHaveLength(1));
    expect(api.calls('PATCH', '/api/listings/L1/prices')[0]!.body).toEqual({
      variants: [{ variantId: 11, priceCents: 2499, compareAtCents: 2899 }],
    });
  });

  it('refuses a compare-at price not above the price before anything is sent', async () => {
    const user = setup();
    const api = fakeListingsApi({ listings: [aListing('L1')] });
    renderApp('/myProducts');
    await user.click(button(await row('Linen towel L1'), 'Edit prices'));
    const compare = await screen.findByLabelText('Compare-at price of TW-S');
    await user.clear(compare);
    await user.type(compare, '10');
    expect(await screen.findByText('The compare-at price of TW-S must be above its price.')).toBeInTheDocument();
    expect(screen.getByText('Save prices').closest('button')).toBeDisabled();
    expect(api.calls('PATCH', '/api/listings/L1/prices')).toEqual([]);
  });

  it('unlists after a confirmation, and syncs now', async () => {
    const user = setup();
    const api = fakeListingsApi({ listings: [aListing('L1')] });
    renderApp('/myProducts');
    const first = await row('Linen towel L1');
    await user.click(button(first, 'Sync now'));
    await waitFor(() => expect(api.calls('POST', '/api/listings/L1/sync')).toHaveLength(1));
    await user.click(button(first, 'Unlist'));
    expect(
      await screen.findByText('Remove “Linen towel L1” from Lisbon Linen? The product is deleted in the store.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/listings/L1/unlist')).toEqual([]);
    const confirm = (await screen.findByText(/The product is deleted in the store/)).closest('.ant-popover') as HTMLElement;
    await user.click(button(confirm, 'Unlist'));
    await waitFor(() => expect(api.calls('POST', '/api/listings/L1/unlist')).toHaveLength(1));
    expect(await within(await row('Linen towel L1')).findByText('Unlisted')).toBeInTheDocument();
  });

  it('says where to start when nothing was pushed yet', async () => {
    fakeListingsApi({ listings: [] });
    renderApp('/myProducts');
    expect(await screen.findByText(/No products pushed yet/)).toBeInTheDocument();
    expect(screen.getByText('Go to the import list').closest('a')).toHaveAttribute('href', '/importList');
  });
});
