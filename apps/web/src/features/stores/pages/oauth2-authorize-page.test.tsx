import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { useAppStore } from '@/stores/app-store';
import { aStore, fakeStoresApi } from '../test/fake-stores-api';
import { PENDING_CLAIM_KEY } from './oauth2-authorize-page';

const QUERY = '?code=c0de&hmac=abc&host=YWRtaW4&shop=lisbon-linen.myshopify.com&state=S1&timestamp=1795433421';

describe('/oauth2/authorize: where Shopify sends the seller back', () => {
  it('hands the raw query to the server once, then shows the linked store on My stores', async () => {
    // The embedded app's settings answer only once the page has handed over to My stores: they are kept all the same.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const api = fakeStoresApi({
      stores: [aStore()],
      over: (r) =>
        r.url === '/api/stores/shopify/config'
          ? {
              status: 200,
              data: { apiKey: 'app-key', host: String(r.params.host), shop: String(r.params.shop) },
              after: released,
            }
          : undefined,
    });
    const app = renderApp(`/oauth2/authorize${QUERY}`);
    await waitFor(() => expect(app.location()).toBe('/addMyStore'));
    release();
    expect(await screen.findByText('Lisbon Linen is now linked to Dropport.')).toBeInTheDocument();
    const sent = api.calls('POST', '/api/stores/shopify/callback');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ query: QUERY });
    await waitFor(() => expect(useAppStore.getState().shopifyConfig).toEqual({ apiKey: 'app-key', host: 'YWRtaW4' }));
  });

  it("shows why a link failed, in the server's words, with the way back", async () => {
    fakeStoresApi({
      callback: () => ({
        status: 409,
        data: { code: 'STORE_OAUTH_STATE_USED', message: 'This store link was already completed once.', params: {} },
      }),
    });
    const user = userEvent.setup();
    const app = renderApp(`/oauth2/authorize${QUERY.replace('S1', 'S2')}`);
    expect(await screen.findByText('The store could not be linked')).toBeInTheDocument();
    expect(screen.getByText('This store link was already completed once.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my stores' }));
    await waitFor(() => expect(app.location()).toBe('/addMyStore'));
  });

  it('parks an install made without a session, and finishes it after sign-in', async () => {
    const api = fakeStoresApi({
      signedIn: false,
      callback: () => ({
        status: 200,
        data: { outcome: 'parked', shop: 'new-shop.myshopify.com', claimToken: 'CLAIM-1', expiresAt: '2026-11-23T13:00:00.000Z' },
      }),
    });
    const user = userEvent.setup();
    const app = renderApp(`/oauth2/authorize${QUERY.replace('S1', 'S3')}`);
    expect(await screen.findByText('Sign in to finish linking new-shop.myshopify.com')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(PENDING_CLAIM_KEY)!)).toMatchObject({ claimToken: 'CLAIM-1' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/oauth2/authorize')}`));

    // Back from signing in: the claim is made with the session, and the seller lands on their stores.
    sessionStorage.setItem('dropport.credential', JSON.stringify({ userId: 'u-seller', token: 't' }));
    await app.router.navigate('/oauth2/authorize');
    await waitFor(() => expect(app.location()).toBe('/addMyStore'));
    expect(api.calls('POST', '/api/stores/shopify/claim')[0]?.body).toEqual({ claimToken: 'CLAIM-1' });
    expect(await screen.findByText('Claimed Shop is now linked to Dropport.')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_CLAIM_KEY)).toBeNull();
  });

  it('explains itself when opened without a query from Shopify', async () => {
    fakeStoresApi();
    renderApp('/oauth2/authorize');
    expect(await screen.findByText(/finishes linking a store when Shopify sends you back/)).toBeInTheDocument();
  });
});
