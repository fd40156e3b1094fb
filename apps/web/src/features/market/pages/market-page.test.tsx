import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aCard } from '../test/fake-market';
import { fakeMarketApi } from '../test/fake-market-api';

const card = (title: string) => screen.findByRole('article', { name: title });
const titles = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

/** Opens an antd Select by its accessible name and picks the option with that text. */
async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

describe('Market: the list', () => {
  it('opens with the filters of the address, sends them, and prices every card for the ship-to country', async () => {
    const api = fakeMarketApi();
    renderApp('/hotProducts?q=product&category=sports-yoga&costMin=500&costMax=2500&shipFrom=CN&shipTo=DE&sort=costAsc');
    const first = await card('Product 1');
    expect(api.calls('GET', '/api/market/products')[0]?.params).toEqual({
      collection: 'hot',
      q: 'product',
      category: 'sports-yoga',
      costMin: 500,
      costMax: 2500,
      shipFrom: 'CN',
      shipTo: 'DE',
      sort: 'costAsc',
    });
    expect(first).toHaveTextContent('$12.50');
    expect(first).toHaveTextContent('Stock: 1,500');
    expect(first).toHaveTextContent('Ships from China');
    expect(first).toHaveTextContent('Shipping to Germany: $4.20 · 7–12 days');
    expect(await card('Product 2')).toHaveTextContent('No shipping to Germany');
    expect(within(await card('Product 3')).getByText('Hot')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/hotProducts/1?shipTo=DE');

    expect(screen.getByRole('tab', { name: /Hot/, selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Search', { selector: 'input' })).toHaveValue('product');
    expect(screen.getByLabelText('Lowest cost in dollars')).toHaveValue('5');
    expect(screen.getByLabelText('Highest cost in dollars')).toHaveValue('25');
    expect(screen.getByRole('search')).toHaveTextContent('Yoga');
    expect(screen.getByRole('search')).toHaveTextContent('Germany');
    expect(screen.getByRole('search')).toHaveTextContent('Cost: low to high');
  });

  it('puts every filter change in the address, starting the list again', async () => {
    const api = fakeMarketApi();
    const user = userEvent.setup();
    const app = renderApp('/allProducts');
    await card('Product 1');
    // The seller's default ship-to country, as the server answered it.
    expect(await card('Product 1')).toHaveTextContent('Shipping to United States');
    expect(screen.getByRole('tab', { name: /Ships from near your buyer: United States/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search', { selector: 'input' }), 'product 2{Enter}');
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product+2'));
    await waitFor(() => expect(titles()).toEqual(['Product 2']));

    await user.type(screen.getByLabelText('Lowest cost in dollars'), '4.35');
    await user.type(screen.getByLabelText('Highest cost in dollars'), '12,5{Enter}');
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product+2&costMin=435&costMax=1250'));

    await user.clear(screen.getByLabelText('Highest cost in dollars'));
    await user.type(screen.getByLabelText('Highest cost in dollars'), '12.345');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount in dollars, such as 12.50');
    expect(screen.getByRole('button', { name: 'Apply the cost range' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Highest cost in dollars'));
    await user.type(screen.getByLabelText('Highest cost in dollars'), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('The lowest cost must not be above the highest.');
    await user.clear(screen.getByLabelText('Highest cost in dollars'));
    await user.click(screen.getByRole('button', { name: 'Apply the cost range' }));
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product+2&costMin=435'));

    await pick(user, 'Ship to', 'Japan');
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product+2&costMin=435&shipTo=JP'));
    expect(await card('Product 2')).toHaveTextContent('No shipping to Japan');
    await pick(user, 'Ships from', 'United States');
    await pick(user, 'Sort by', 'Cost: high to low');
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product+2&costMin=435&shipFrom=US&shipTo=JP&sort=costDesc'));
    expect(api.calls('GET', '/api/market/products').at(-1)?.params).toEqual({
      collection: 'all',
      q: 'product 2',
      costMin: 435,
      shipFrom: 'US',
      shipTo: 'JP',
      sort: 'costDesc',
    });

    // Another collection keeps the filters.
    await user.click(screen.getByRole('tab', { name: /New/ }));
    await waitFor(() => expect(app.location()).toBe('/newProducts?q=product+2&costMin=435&shipFrom=US&shipTo=JP&sort=costDesc'));
  });

  it('offers relevance only with a search', async () => {
    fakeMarketApi();
    const user = userEvent.setup();
    renderApp('/allProducts');
    await card('Product 1');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(await screen.findByTitle('Most imported')).toBeInTheDocument();
    expect(screen.queryByTitle('Best match')).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const api = fakeMarketApi({ cards: Array.from({ length: 5 }, (_, i) => aCard(i + 1)) });
    api.state.pageSize = 3;
    const user = userEvent.setup();
    renderApp('/allProducts');
    await card('Product 3');
    expect(titles()).toEqual(['Product 1', 'Product 2', 'Product 3']);
    expect(screen.getByText('5 products match · 3 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Product 5');
    expect(titles()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']);
    expect(api.calls('GET', '/api/market/products').at(-1)?.params).toMatchObject({ cursor: '3' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('5 products match · 5 shown')).toBeInTheDocument();
  });

  it('says how many products match, with a "+" past the count the server stops at, in the reader language', async () => {
    const api = fakeMarketApi({ cards: Array.from({ length: 5 }, (_, i) => aCard(i + 1)) });
    api.state.countCap = 4;
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    renderApp('/allProducts');
    expect(await screen.findByText('4+ productos coinciden · 5 mostrados')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters but not the ship-to country', async () => {
    fakeMarketApi();
    const user = userEvent.setup();
    const app = renderApp('/allProducts?q=zebra&shipTo=DE&sort=relevance');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/allProducts?shipTo=DE'));
    expect(await card('Product 1')).toBeInTheDocument();
  });

  it('adds the selected products to the import list, saying how many were there already', async () => {
    const api = fakeMarketApi({ cards: [aCard(1), aCard(2), aCard(3, { inImportList: true })] });
    const user = userEvent.setup();
    renderApp('/allProducts');
    await card('Product 1');
    expect(within(await card('Product 3')).getByText('In import list')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all on page' }));
    expect(screen.getByRole('region', { name: 'Selected products' })).toHaveTextContent('3 products selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 3' }));
    await user.click(screen.getByRole('button', { name: /Add 3 to import list/ }));
    expect(await screen.findByText('Added 2 products to your import list. 1 was already there.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/import-list/items')[0]?.body).toEqual({ productIds: [1, 2, 3] });
    expect(within(await card('Product 1')).getByText('In import list')).toBeInTheDocument();
    expect(within(await card('Product 2')).getByText('In import list')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected products' })).not.toBeInTheDocument();
  });

  it('adds one product with its own button, and opens a product from its card', async () => {
    const api = fakeMarketApi();
    const user = userEvent.setup();
    const app = renderApp('/newProducts?shipTo=DE');
    const second = await card('Product 2');
    await user.click(within(second).getByRole('button', { name: /Add to import list/ }));
    expect(await screen.findByText('Added 1 product to your import list.')).toBeInTheDocument();
    await waitFor(() => expect(within(second).getByText('In import list')).toBeInTheDocument());
    expect(api.calls('POST', '/api/import-list/items')[0]?.body).toEqual({ productIds: [2] });
    expect(app.location()).toBe('/newProducts?shipTo=DE');

    await user.click(within(second).getByText('Ships from China'));
    await waitFor(() => expect(app.location()).toBe('/newProducts/2?shipTo=DE'));
  });

  it('shows a failure with a retry', async () => {
    const api = fakeMarketApi();
    api.state.failList = true;
    const user = userEvent.setup();
    renderApp('/allProducts');
    expect(await screen.findByText('Broken on our side.')).toBeInTheDocument();
    api.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Product 1')).toBeInTheDocument();
  });

  it('leads from the private collection to sourcing requests', async () => {
    fakeMarketApi({ cards: [] });
    const user = userEvent.setup();
    const app = renderApp('/privateProducts');
    expect(await screen.findByText(/No private products yet/)).toBeInTheDocument();
    expect(screen.getByText(/found for you by our sourcing team/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post a sourcing request' }));
    await waitFor(() => expect(app.location()).toBe('/sourcing'));
  });
});
