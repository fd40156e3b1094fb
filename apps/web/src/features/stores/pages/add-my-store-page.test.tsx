import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { useAppStore } from '@/stores/app-store';
import { browser } from '../components/connect-form';
import { aStore, fakeStoresApi } from '../test/fake-stores-api';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/addMyStore', () => {
  it('checks the address, then sends the browser to Shopify to approve the app', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeStoresApi();
    const user = userEvent.setup();
    renderApp('/addMyStore');
    expect(await screen.findByText(/No store linked yet/)).toBeInTheDocument();
    const field = screen.getByLabelText('Store address');

    await user.type(field, 'not a shop!');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter a Shopify address like my-store.myshopify.com.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/stores/shopify/connect')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Lisbon-Linen');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://localhost:4343/store/lisbon-linen/admin/oauth/authorize?state=S'),
    );
    expect(api.calls('POST', '/api/stores/shopify/connect')[0]?.body).toEqual({ shop: 'lisbon-linen.myshopify.com' });
  });

  it("shows the server's refusal under the field", async () => {
    fakeStoresApi({
      over: (r) =>
        r.url === '/api/stores/shopify/connect'
          ? { status: 503, data: { code: 'SHOPIFY_UNAVAILABLE', message: 'Shopify cannot be reached right now.', params: {} } }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/addMyStore');
    await user.type(await screen.findByLabelText('Store address'), 'shop.myshopify.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Shopify cannot be reached right now.')).toBeInTheDocument();
  });

  it('lists the stores with status, currency and linked date, and unlinks one after confirmation', async () => {
    const api = fakeStoresApi({
      stores: [
        aStore(),
        aStore({ id: 'ST2', name: 'Old Shop', shopDomain: 'old-shop.myshopify.com', status: 'revoked', currency: 'USD' }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/addMyStore');
    // Rows found by their text (role queries over a whole antd table are slow in the test DOM).
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    await screen.findByText('Lisbon Linen');
    expect(row('Lisbon Linen')).toHaveTextContent('lisbon-linen.myshopify.com');
    expect(row('Lisbon Linen')).toHaveTextContent('Active');
    expect(row('Lisbon Linen')).toHaveTextContent('EUR');
    expect(row('Lisbon Linen')).toHaveTextContent('Nov 20, 2026');
    expect(row('Old Shop')).toHaveTextContent('Access revoked');
    expect(within(row('Old Shop')).getByText('Connect again')).toBeInTheDocument();

    await user.click(within(row('Lisbon Linen')).getByText('Unlink'));
    expect(await screen.findByText('Unlink Lisbon Linen?')).toBeInTheDocument();
    await user.click(screen.getByText('Unlink store'));
    await waitFor(() => expect(api.calls('DELETE', '/api/stores/ST1')).toHaveLength(1));
    expect(await screen.findByText('Lisbon Linen was unlinked.')).toBeInTheDocument();
    await waitFor(() => expect(row('Lisbon Linen')).toHaveTextContent('Unlinked'));
  });

  it('keeps the embedded app settings when Shopify opens the page', async () => {
    fakeStoresApi({ stores: [aStore()] });
    renderApp('/addMyStore?shop=lisbon-linen.myshopify.com&host=YWRtaW4&embedded=1');
    expect(await screen.findByText('Opened from the Shopify admin of lisbon-linen.myshopify.com.')).toBeInTheDocument();
    expect(useAppStore.getState().shopifyConfig).toEqual({ apiKey: 'app-key', host: 'YWRtaW4' });
  });

  it('speaks Spanish', async () => {
    fakeStoresApi({ user: undefined });
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es-ES');
    try {
      renderApp('/addMyStore');
      expect(await screen.findByText('Vincular una tienda Shopify')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});
