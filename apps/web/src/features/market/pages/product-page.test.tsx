import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { fakeCloudWarehouseApi } from '@/features/cloud-warehouse/test/fake-cloud-warehouse-api';
import { http } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { fakeMarketApi } from '../test/fake-market-api';

const heading = () => screen.findByRole('heading', { level: 3, name: 'Anti-Slip Yoga Mat' });
const methods = () => screen.findByRole('table', { name: 'Shipping methods' });
const radio = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

describe('Market: a product', () => {
  it('shows the product with its category path, supplier, description and variants', async () => {
    fakeMarketApi();
    renderApp('/hotProducts/42?shipTo=DE');
    await heading();
    const trail = screen.getByRole('navigation', { name: 'Category' });
    expect(within(trail).getByRole('link', { name: 'Yoga' })).toHaveAttribute('href', '/hotProducts?category=sports-yoga');
    expect(within(trail).getByRole('link', { name: 'Sports & Fitness' })).toHaveAttribute('href', '/hotProducts?category=sports');
    expect(screen.getByTestId('product-cost')).toHaveTextContent('$10.00');
    expect(screen.getByText('Lotus Trading Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByLabelText('4.5 out of 5 stars')).toBeInTheDocument();
    expect(await screen.findByText('Shenzhen in China')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByText('Easy to clean')).toBeInTheDocument();
    expect(screen.getByText('Cotton')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Variants' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('DP000042-04')).toBeInTheDocument();
  });

  it('switches the variant, its picture and cost by the picker, a table row, or a thumbnail', async () => {
    fakeMarketApi();
    const user = userEvent.setup();
    renderApp('/allProducts/42');
    await heading();
    const main = () => screen.getAllByRole('img', { name: 'Anti-Slip Yoga Mat' })[0];
    expect(main()).toHaveAttribute('src', '/art/a.svg');
    await user.click(radio('Pink'));
    expect(main()).toHaveAttribute('src', '/art/pink.svg');
    expect(screen.getByTestId('product-cost')).toHaveTextContent('$12.00');
    await user.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(main()).toHaveAttribute('src', '/art/b.svg');

    await user.click(within(screen.getByRole('table', { name: 'Variants' })).getByText('DP000042-02'));
    expect(within(screen.getByLabelText('Chosen variant')).getByText('DP000042-02')).toBeInTheDocument();
    expect(screen.getByTestId('product-cost')).toHaveTextContent('$11.00');
    expect(within(screen.getByLabelText('Chosen variant')).getByText('Out of stock')).toBeInTheDocument();
  });

  it("quotes shipping from the list's country, for the chosen variant, quantity and country", async () => {
    const api = fakeMarketApi();
    const user = userEvent.setup();
    renderApp('/allProducts/42?shipTo=DE');
    const table = await methods();
    expect(api.calls('GET', '/v1/shipping/template')[0]?.params).toMatchObject({ variantId: 1, country: 'DE', quantity: 1 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Dropport Standard');
    expect(rows[1]).toHaveTextContent('Cheapest');
    expect(rows[1]).toHaveTextContent('7–12 days');
    expect(rows[1]).toHaveTextContent('$4.20');
    expect(rows[1]).toHaveTextContent('$14.20');
    expect(rows[2]).toHaveTextContent('DHL eCommerce');
    expect(rows[2]).toHaveTextContent('Fastest');
    expect(screen.getByText('1 unit to Germany, parcel weight 301 g')).toBeInTheDocument();

    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(await screen.findByText('4 units to Germany, parcel weight 1.2 kg')).toBeInTheDocument();
    expect(within(await methods()).getAllByRole('row')[1]).toHaveTextContent('$7.20');
    // Four units at $10.00 and $7.20 of shipping.
    expect(within(await methods()).getAllByRole('row')[1]).toHaveTextContent('$47.20');

    await user.click(radio('Pink'));
    await waitFor(() =>
      expect(api.calls('GET', '/v1/shipping/template').at(-1)?.params).toMatchObject({
        variantId: 3,
        country: 'DE',
        quantity: 4,
      }),
    );

    await pick(user, 'Ship to', 'Japan');
    expect(
      await screen.findByText('No shipping method delivers this product to Japan. Choose another country.'),
    ).toBeInTheDocument();
    await pick(user, 'Ship to', 'United States');
    expect(await screen.findByText('4 units to United States, parcel weight 1.2 kg')).toBeInTheDocument();
  });

  it('warns when the quantity quoted is more than is in stock, and still shows the quote', async () => {
    fakeMarketApi();
    const user = userEvent.setup();
    renderApp('/allProducts/42?shipTo=DE');
    await methods();
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '10000');
    expect(
      await screen.findByText('Only 160 in stock: this quote is for 10,000 units, more than you can order now.'),
    ).toBeInTheDocument();
    // The quote itself is still shown, for planning.
    expect(within(await methods()).getAllByRole('row')[1]).toHaveTextContent('Dropport Standard');
  });

  it("starts the calculator on the seller's default country when opened directly", async () => {
    const api = fakeMarketApi({ shipDefault: 'JP' });
    renderApp('/allProducts/42');
    expect(await screen.findByText(/No shipping method delivers this product to Japan/)).toBeInTheDocument();
    expect(api.calls('GET', '/v1/shipping/template')[0]?.params).toMatchObject({ country: 'JP' });
  });

  it('adds the product to the import list', async () => {
    const api = fakeMarketApi();
    const user = userEvent.setup();
    renderApp('/allProducts/42');
    await heading();
    await user.click(screen.getByRole('button', { name: /Add to import list/ }));
    expect(await screen.findByText('Added 1 product to your import list.')).toBeInTheDocument();
    expect(await screen.findByText('In import list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to import list/ })).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/import-list/items')[0]?.body).toEqual({ productIds: [42] });
  });

  it('opens "Buy stock ahead" for the product, from the cloud warehouse', async () => {
    fakeMarketApi();
    const market = http.defaults.adapter as AxiosAdapter;
    const cloud = fakeCloudWarehouseApi();
    const stock = http.defaults.adapter as AxiosAdapter;
    // The market's answers, and the cloud warehouse's for its own calls.
    http.defaults.adapter = (config) => (config.url?.startsWith('/api/cloud-warehouse/') ? stock(config) : market(config));
    const user = userEvent.setup();
    renderApp('/allProducts/42');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Buy stock ahead' }));
    const drawer = (await screen.findByText('Buy stock ahead', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(await within(drawer).findByRole('spinbutton', { name: 'Quantity of DP000042-02' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: /Los Angeles/ })).not.toBeChecked();
    expect(cloud.calls('GET', '/api/cloud-warehouse/offer/42')).toHaveLength(1);
  });

  it('says so when the product is not in the market, with the way back', async () => {
    fakeMarketApi({ product: null });
    const user = userEvent.setup();
    const app = renderApp('/warehouseProducts/7');
    expect(await screen.findByText('This product is not in the market')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to the market/ }));
    await waitFor(() => expect(app.location()).toBe('/warehouseProducts'));
  });

  it('goes back to the list it was opened from, filters and all', async () => {
    fakeMarketApi();
    const user = userEvent.setup();
    const app = renderApp('/allProducts?q=product&shipTo=DE');
    const first = await screen.findByRole('article', { name: 'Product 1' });
    // The fake answers product 42 only: the card's address is what matters here.
    await user.click(within(first).getByRole('link', { name: 'Product 1' }));
    await waitFor(() => expect(app.location()).toBe('/allProducts/1?shipTo=DE'));
    // The product page loads its code on first use.
    await user.click(await screen.findByRole('button', { name: /Back to the market/ }));
    await waitFor(() => expect(app.location()).toBe('/allProducts?q=product&shipTo=DE'));
  });
});
