import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country, SourcingRequest } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aDetail, aRequest } from '../test/fake-requests';

const COUNTRIES: Country[] = [{ code: 'DE', name: 'Germany', phoneCode: '49', currency: 'EUR', eu: true, flag: '🇩🇪' }];
const LIST = '/v1/users/u-seller/source';

function serve(items: SourcingRequest[], over: (r: SentRequest) => Reply | undefined = () => undefined) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return mockApi((r) => {
    const own = over(r);
    if (own) return own;
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    if (r.url === LIST && r.method === 'GET') return { status: 200, data: { items, nextCursor: null } };
    const one = items.find((i) => r.url === `${LIST}/${i.id}`);
    if (one) return { status: 200, data: aDetail(one) };
    return consoleReplies(aUser())(r);
  });
}

describe('Sourcing requests (seller)', () => {
  it('shows each request with its status, the quote and product found, a decline reason and the history', async () => {
    const quoted = aRequest({
      id: 'R-QUOTED',
      status: 'quoted',
      quoteCents: 1150,
      product: { id: 77, title: 'Bamboo desk lamp', image: null },
    });
    const declined = aRequest({
      id: 'R-DECLINED',
      productUrl: null,
      description: 'Glow-in-the-dark yoga mat',
      status: 'declined',
      declineReason: 'No supplier makes it below your target.',
    });
    serve([quoted, declined]);
    const user = userEvent.setup();
    renderApp('/sourcing');

    const first = await screen.findByRole('article', { name: 'supplier.example/item/desk-lamp' });
    expect(within(first).getByText('Quoted')).toBeInTheDocument();
    expect(within(first).getByText('Quoted at $11.50 per unit')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Bamboo desk lamp' })).toHaveAttribute('href', '/privateProducts/77');
    expect(within(first).queryByRole('button', { name: 'Cancel request' })).toBeNull();

    const second = screen.getByRole('article', { name: 'Glow-in-the-dark yoga mat' });
    expect(within(second).getByText('Declined')).toBeInTheDocument();
    expect(within(second).getByText('No supplier makes it below your target.')).toBeInTheDocument();
    await user.click(within(second).getByText('History'));
    const history = await within(second).findByRole('region', { name: 'History' });
    expect(within(history).getByText('Request posted')).toBeInTheDocument();
    expect(within(history).getByText('Taken by the sourcing team')).toBeInTheDocument();
  });

  it('says so when there are no requests yet, and when a filter finds none', async () => {
    serve([]);
    const user = userEvent.setup();
    renderApp('/sourcing');
    expect(
      await screen.findByText('No sourcing requests yet. Post one and our team will look for the product.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Quoted' }).closest('label')!);
    expect(await screen.findByText('No requests with this status.')).toBeInTheDocument();
  });

  it('checks the form before sending: a link or a description, a real link, a cost in dollars, a quantity', async () => {
    const api = serve([]);
    const user = userEvent.setup();
    renderApp('/sourcing');
    await user.click((await screen.findAllByRole('button', { name: 'Post a sourcing request' }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    expect(await screen.findByText('Give a product link or a description.')).toBeInTheDocument();
    expect(screen.getByText('Enter your target cost.')).toBeInTheDocument();
    expect(screen.getByText('Enter how many units you expect to order.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Product link'), 'aliexpress item 1005');
    await user.type(screen.getByLabelText('Target cost per unit (USD)'), '4.567');
    expect(await screen.findByText('Enter a web address that starts with http:// or https://.')).toBeInTheDocument();
    expect(
      await screen.findByText('Enter an amount in dollars with at most two decimals, for example 4.50.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Target cost per unit (USD)'));
    await user.type(screen.getByLabelText('Target cost per unit (USD)'), '250000');
    expect(await screen.findByText('Enter at most $100,000.00.')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST' && r.url === LIST)).toEqual([]);
  });

  it('posts a description-only request as JSON with the cost in whole cents, then lists it', async () => {
    let posted: SourcingRequest | null = null;
    const api = serve([], (r) => {
      if (r.method === 'POST' && r.url === LIST) {
        posted = aRequest({ id: 'R-NEW', productUrl: null, description: String(r.body.description) });
        return { status: 201, data: aDetail(posted) };
      }
      if (r.method === 'GET' && r.url === LIST && posted) return { status: 200, data: { items: [posted], nextCursor: null } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/sourcing');
    await user.click((await screen.findAllByRole('button', { name: 'Post a sourcing request' }))[0]!);
    await user.type(screen.getByLabelText('Description'), 'Foldable bamboo phone stand');
    await user.type(screen.getByLabelText('Target cost per unit (USD)'), '0.29');
    await user.type(screen.getByLabelText('Quantity per month'), '300');
    await user.click(screen.getByRole('button', { name: 'Post request' }));

    expect(await screen.findByRole('article', { name: 'Foldable bamboo phone stand' })).toBeInTheDocument();
    const post = api.sent.find((r) => r.method === 'POST' && r.url === LIST);
    expect(post?.contentType).toMatch(/application\/json/);
    expect(post?.body).toEqual({ description: 'Foldable bamboo phone stand', images: [], targetCostCents: 29, quantity: 300 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post request' })).toBeNull());
  });

  it("shows the server's refusal inside the form", async () => {
    serve([], (r) =>
      r.method === 'POST' && r.url === LIST
        ? { status: 400, data: { code: 'SOURCING_IMAGE_INVALID', message: 'This image cannot be used.', params: {} } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/sourcing');
    await user.click((await screen.findAllByRole('button', { name: 'Post a sourcing request' }))[0]!);
    await user.type(screen.getByLabelText('Product link'), 'https://shop.example/p/1');
    await user.type(screen.getByLabelText('Target cost per unit (USD)'), '3');
    await user.type(screen.getByLabelText('Quantity per month'), '5');
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image cannot be used.');
  });
});
