import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFigures, SellerFigures } from '@dropport/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { i18n } from '@/lib/i18n';
import { saveTextFile } from '@/lib/download-file';
import { aSellerFigures, aUser, consoleReplies, someTotals } from '@/test/fixtures';
import { mockApi, type Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { daysBefore, todayIn } from './period';

vi.mock('@/lib/download-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/download-file')>()),
  saveTextFile: vi.fn(),
}));

afterEach(() => vi.mocked(saveTextFile).mockReset());

const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = todayIn(TZ);

function business(from: string, to: string): SellerFigures {
  return aSellerFigures(from, to, {
    current: someTotals({
      orders: 40,
      units: 55,
      revenueCents: 100_000,
      costCents: 62_000,
      refundsCents: 2_000,
      profitCents: 40_000,
      marginBp: 4_000,
      averageOrderCents: 2_500,
      hoursToShip: 30,
      hoursToDeliver: 84.5,
    }),
    previous: someTotals({
      orders: 32,
      units: 40,
      revenueCents: 80_000,
      costCents: 40_000,
      profitCents: 40_000,
      marginBp: 5_000,
    }),
    stores: [
      {
        storeId: 'st-1',
        name: 'Lisbon Linen',
        totals: someTotals({ orders: 30, revenueCents: 100_000, profitCents: 45_000, marginBp: 4_500 }),
      },
      { storeId: null, name: null, totals: someTotals({ orders: 10, costCents: 5_000, profitCents: -5_000 }) },
    ],
    statuses: [
      { status: 'delivered', orders: 30 },
      { status: 'shipped', orders: 10 },
    ],
  });
}

const PRODUCTS: ProductFigures['products'] = [
  {
    productId: 11,
    title: 'Linen towel',
    image: null,
    units: 5,
    revenueCents: 60_000,
    costCents: 20_000,
    refundsCents: 0,
    profitCents: 40_000,
    marginBp: 6_667,
  },
  {
    productId: 12,
    title: 'Bamboo mat',
    image: null,
    units: 50,
    revenueCents: 40_000,
    costCents: 42_000,
    refundsCents: 2_000,
    profitCents: 0,
    marginBp: 0,
  },
  {
    productId: null,
    title: null,
    image: null,
    units: 1,
    revenueCents: 0,
    costCents: 99,
    refundsCents: 0,
    profitCents: -99,
    marginBp: null,
  },
];

function open(path = '/dashboard/workplace', over?: (r: { url: string; params: Record<string, unknown> }) => Reply | undefined) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const replies = consoleReplies(aUser({ emailVerified: true }));
  const api = mockApi((r) => {
    const own = over?.(r);
    if (own) return own;
    const [from, to] = [String(r.params.from), String(r.params.to)];
    if (r.url === '/api/dashboard/figures') return { status: 200, data: business(from, to) };
    if (r.url === '/api/dashboard/figures/products') return { status: 200, data: { from, to, products: PRODUCTS } };
    return replies(r);
  });
  const app = renderApp(path);
  return { api, app };
}

const lastFigures = (api: ReturnType<typeof mockApi>) =>
  api.sent.filter((r) => r.url === '/api/dashboard/figures').at(-1)?.params;

describe('the Workplace’s business figures', () => {
  it('shows the last 30 days against the 30 before, each figure opening the orders behind it', async () => {
    const { api } = open();
    const revenue = await screen.findByTestId('kpi-revenue');
    expect(revenue).toHaveTextContent('Revenue$1,000.00');
    expect(revenue).toHaveTextContent('25% vs previous period');
    // What the seller paid Dropport rose 55 %: bad news, said all the same.
    expect(screen.getByTestId('kpi-cost')).toHaveTextContent('Cost$620.00');
    expect(screen.getByTestId('kpi-cost')).toHaveTextContent('55% vs previous period');
    expect(screen.getByTestId('kpi-profit')).toHaveTextContent('Gross profit$400.00');
    expect(screen.getByTestId('kpi-profit')).toHaveTextContent('0% vs previous period');
    expect(screen.getByTestId('kpi-margin')).toHaveTextContent('Margin40%');
    expect(screen.getByTestId('kpi-margin')).toHaveTextContent('10 pts vs previous period');
    expect(screen.getByTestId('kpi-orders')).toHaveTextContent('Orders40');
    expect(screen.getByTestId('kpi-units')).toHaveTextContent('Units55');
    expect(screen.getByTestId('kpi-averageOrder')).toHaveTextContent('Average order$25.00');
    // No refunds before: nothing to compare with.
    expect(screen.getByTestId('kpi-refunds')).toHaveTextContent('Refunds$20.00—');
    expect(within(screen.getByTestId('kpi-refunds')).getByRole('img', { name: 'No earlier period to compare' })).toBeVisible();
    const from = daysBefore(today, 29);
    expect(lastFigures(api)).toEqual({ from, to: today });
    for (const kpi of ['revenue', 'cost', 'profit', 'orders', 'refunds'])
      expect(
        within(screen.getByTestId(`kpi-${kpi}`))
          .getByRole('link')
          .getAttribute('href'),
      ).toBe(`/orders?paidFrom=${from}&paidTo=${today}`);
    const products = screen.getByTestId('table-products');
    expect(within(products).getByRole('link', { name: 'Linen towel' }).getAttribute('href')).toBe(
      `/orders?paidFrom=${from}&paidTo=${today}&product=11`,
    );
    // Lines without a catalogue product have no orders page of their own.
    expect(within(products).getByText('Other items')).toBeInTheDocument();
    expect(within(products).queryByRole('link', { name: 'Other items' })).not.toBeInTheDocument();
    const stores = screen.getByTestId('table-stores');
    expect(within(stores).getByRole('link', { name: 'Lisbon Linen' }).getAttribute('href')).toBe(
      `/orders?paidFrom=${from}&paidTo=${today}&store=st-1`,
    );
    expect(within(stores).getByRole('link', { name: 'Manual orders' }).getAttribute('href')).toBe(
      `/manualOrders?paidFrom=${from}&paidTo=${today}`,
    );
    expect(screen.getByTestId('shipping-means')).toHaveTextContent('On average: 30 hours to ship, 84.5 hours to deliver');
  });

  it('asks for another range when one is chosen, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { api, app } = open();
    await screen.findByTestId('kpi-revenue');
    // The test page answers every media query as a phone's: the period is chosen from a list.
    const choose = async (period: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Period' }));
      await user.click(await screen.findByTitle(period));
    };
    await choose('7 days');
    await waitFor(() => expect(lastFigures(api)).toEqual({ from: daysBefore(today, 6), to: today }));
    expect(app.location()).toBe('/dashboard/workplace?range=7d');
    await choose('Today');
    await waitFor(() => expect(lastFigures(api)).toEqual({ from: today, to: today }));
    expect(app.location()).toBe('/dashboard/workplace?range=today');
  });

  it('starts a custom period from the one shown, kept in the address as its days', async () => {
    const user = userEvent.setup();
    const { api, app } = open('/dashboard/workplace?range=7d&store=st-1');
    await screen.findByTestId('kpi-revenue');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Custom'));
    const from = daysBefore(today, 6);
    await waitFor(() => expect(app.location()).toBe(`/dashboard/workplace?store=st-1&from=${from}&to=${today}`));
    // A phone picks the first and the last day one at a time.
    expect(screen.getByRole('textbox', { name: 'First day' })).toHaveValue(from);
    expect(screen.getByRole('textbox', { name: 'Last day' })).toHaveValue(today);
    expect(lastFigures(api)).toEqual({ from, to: today, storeId: 'st-1' });
  });

  it('counts the days in the seller’s time zone once the server names it', async () => {
    // Fourteen hours ahead of UTC and eleven behind: one of the two is never on the browser's day.
    const zone = todayIn('Pacific/Kiritimati') !== today ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const theirs = todayIn(zone);
    const { api } = open('/dashboard/workplace?range=7d', (r) =>
      r.url === '/api/dashboard/figures'
        ? { status: 200, data: { ...business(String(r.params.from), String(r.params.to)), timeZone: zone } }
        : undefined,
    );
    await screen.findByTestId('kpi-revenue');
    // The first request counts in the browser's zone, the next in the seller's.
    expect(api.sent.find((r) => r.url === '/api/dashboard/figures')?.params).toEqual({ from: daysBefore(today, 6), to: today });
    await waitFor(() => expect(lastFigures(api)).toEqual({ from: daysBefore(theirs, 6), to: theirs }));
  });

  it('reads a custom range and a store from the address, and links to that store’s orders', async () => {
    const { api } = open('/dashboard/workplace?from=2026-01-01&to=2026-03-31&store=manual', (r) =>
      r.url === '/api/dashboard/figures'
        ? {
            status: 200,
            data: aSellerFigures('2026-01-01', '2026-03-31', {
              current: someTotals({ orders: 3, revenueCents: 0, costCents: 9_000, profitCents: -9_000 }),
              stores: [{ storeId: null, name: null, totals: someTotals({ orders: 3, costCents: 9_000 }) }],
            }),
          }
        : undefined,
    );
    const revenue = await screen.findByTestId('kpi-revenue');
    expect(lastFigures(api)).toEqual({ from: '2026-01-01', to: '2026-03-31', storeId: 'manual' });
    expect(api.sent.filter((r) => r.url === '/api/dashboard/figures/products').at(-1)?.params).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      storeId: 'manual',
    });
    expect(screen.getByRole('combobox', { name: 'Store' }).closest('.ant-select')).toHaveTextContent('Manual orders');
    expect(within(revenue).getByRole('link').getAttribute('href')).toBe('/manualOrders?paidFrom=2026-01-01&paidTo=2026-03-31');
    expect(
      within(await screen.findByTestId('table-products'))
        .getByRole('link', { name: 'Linen towel' })
        .getAttribute('href'),
    ).toBe('/manualOrders?paidFrom=2026-01-01&paidTo=2026-03-31&product=11');
    // No revenue without a store: no margin, and nothing to compare it with.
    expect(screen.getByTestId('kpi-margin')).toHaveTextContent('Margin——');
  });

  it('sorts profit per product and downloads both tables as CSV', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByTestId('table-products');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    // As the server sends them: most profitable first.
    expect(names()).toEqual(['Linen towel', 'Bamboo mat', 'Other items']);
    const units = within(table).getByRole('columnheader', { name: /Units/ });
    await user.click(units);
    expect(names()).toEqual(['Bamboo mat', 'Linen towel', 'Other items']);
    await user.click(units);
    expect(names()).toEqual(['Other items', 'Linen towel', 'Bamboo mat']);
    await user.click(within(table).getByRole('button', { name: 'Download CSV' }));
    const [name, csv] = vi.mocked(saveTextFile).mock.calls[0]!;
    expect(name).toBe(`products-${daysBefore(today, 29)}-${today}.csv`);
    expect(csv).toBe(
      [
        'Product ID,Product,Units,Revenue,Cost,Refunds,Profit,Margin (%)',
        '11,Linen towel,5,600,200,0,400,66.67',
        '12,Bamboo mat,50,400,420,20,0,0',
        ',Other items,1,0,0.99,0,-0.99,',
        '',
      ].join('\r\n'),
    );
    await user.click(within(screen.getByTestId('table-stores')).getByRole('button', { name: 'Download CSV' }));
    const [storesName, stores] = vi.mocked(saveTextFile).mock.calls[1]!;
    expect(storesName).toBe(`stores-${daysBefore(today, 29)}-${today}.csv`);
    expect(stores).toBe(
      [
        'Store,Orders,Units,Revenue,Cost,Refunds,Profit,Margin (%)',
        'Lisbon Linen,30,0,1000,0,0,450,45',
        'Manual orders,10,0,0,50,0,-50,',
        '',
      ].join('\r\n'),
    );
  });

  it('shows the figures in the UI’s language', async () => {
    await i18n.changeLanguage('es-ES');
    try {
      open();
      const revenue = await screen.findByTestId('kpi-revenue');
      expect(revenue).toHaveTextContent(/^Ingresos1000,00\sUS\$/);
      expect(revenue).toHaveTextContent(/25\s%\sfrente al periodo anterior/);
      expect(screen.getByTestId('kpi-margin')).toHaveTextContent(/10 p\. p\. frente al periodo anterior/);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('says when the range has no paid orders', async () => {
    open('/dashboard/workplace', (r) =>
      r.url === '/api/dashboard/figures'
        ? { status: 200, data: aSellerFigures(String(r.params.from), String(r.params.to)) }
        : undefined,
    );
    const empty = await screen.findByTestId('business-empty');
    expect(empty).toHaveTextContent('No paid orders in this period yet.');
    expect(within(empty).getByRole('link', { name: 'Go to orders' })).toHaveAttribute('href', '/orders');
    expect(within(empty).getByRole('link', { name: 'Find products' })).toHaveAttribute('href', '/allProducts');
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    let fail = true;
    open('/dashboard/workplace', (r) =>
      r.url === '/api/dashboard/figures' && fail
        ? { status: 500, data: { code: 'INTERNAL', message: 'Broken.', params: {} } }
        : undefined,
    );
    const failed = await screen.findByText('Your business figures could not be loaded.', {}, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(within(failed.closest('[data-testid=business]')!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('kpi-revenue')).toBeInTheDocument();
  });

  it('says when the figures per product cannot be loaded, and keeps the rest', async () => {
    let fail = true;
    open('/dashboard/workplace', (r) =>
      r.url === '/api/dashboard/figures/products' && fail
        ? { status: 500, data: { code: 'INTERNAL', message: 'Broken.', params: {} } }
        : undefined,
    );
    const table = await screen.findByTestId('table-products');
    await within(table).findByText('Your figures per product could not be loaded.', {}, { timeout: 5000 });
    expect(screen.getByTestId('kpi-revenue')).toHaveTextContent('$1,000.00');
    expect(within(screen.getByTestId('table-stores')).getByRole('link', { name: 'Lisbon Linen' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Try again' }));
    expect(await within(table).findByRole('link', { name: 'Linen towel' })).toBeInTheDocument();
  });
});
