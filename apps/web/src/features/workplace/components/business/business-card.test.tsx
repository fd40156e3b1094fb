import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFigures, SellerFigures } from '@dropport/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
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
    // Cost net of refunds (600.00) rose 50 %: bad news, said all the same.
    expect(screen.getByTestId('kpi-cost')).toHaveTextContent('$600.00');
    expect(screen.getByTestId('kpi-cost')).toHaveTextContent('50% vs previous period');
    expect(screen.getByTestId('kpi-margin')).toHaveTextContent('40%');
    expect(screen.getByTestId('kpi-margin')).toHaveTextContent('10 pts vs previous period');
    expect(screen.getByTestId('kpi-refunds')).toHaveTextContent('No earlier period to compare');
    const from = daysBefore(today, 29);
    expect(lastFigures(api)).toEqual({ from, to: today });
    expect(within(revenue).getByRole('link').getAttribute('href')).toBe(`/orders?paidFrom=${from}&paidTo=${today}`);
    const products = screen.getByTestId('table-products');
    expect(within(products).getByRole('link', { name: 'Linen towel' }).getAttribute('href')).toBe(
      `/orders?paidFrom=${from}&paidTo=${today}&product=11`,
    );
    const stores = screen.getByTestId('table-stores');
    expect(within(stores).getByRole('link', { name: 'Lisbon Linen' }).getAttribute('href')).toBe(
      `/orders?paidFrom=${from}&paidTo=${today}&store=st-1`,
    );
    expect(within(stores).getByRole('link', { name: 'Manual orders' }).getAttribute('href')).toBe(
      `/manualOrders?paidFrom=${from}&paidTo=${today}`,
    );
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
  });

  it('reads a custom range and a store from the address', async () => {
    const { api } = open('/dashboard/workplace?from=2026-01-01&to=2026-03-31&store=manual');
    await screen.findByTestId('kpi-revenue');
    expect(lastFigures(api)).toEqual({ from: '2026-01-01', to: '2026-03-31', storeId: 'manual' });
    expect(api.sent.filter((r) => r.url === '/api/dashboard/figures/products').at(-1)?.params).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      storeId: 'manual',
    });
  });

  it('sorts profit per product and downloads it as CSV', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByTestId('table-products');
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(names()).toEqual(['Linen towel', 'Bamboo mat']);
    const units = within(table).getByRole('columnheader', { name: /Units/ });
    await user.click(units);
    expect(names()).toEqual(['Linen towel', 'Bamboo mat']);
    await user.click(units);
    expect(names()).toEqual(['Bamboo mat', 'Linen towel']);
    await user.click(screen.getByRole('button', { name: 'Download profit per product as CSV' }));
    const [name, csv] = vi.mocked(saveTextFile).mock.calls[0]!;
    expect(name).toBe(`products-${daysBefore(today, 29)}-${today}.csv`);
    expect(csv).toBe(
      'product_id,Product,Units,Revenue,Cost,Profit,Margin\r\n11,Linen towel,5,600,200,400,66.67\r\n12,Bamboo mat,50,400,400,0,0\r\n',
    );
  });

  it('says when the range has no paid orders', async () => {
    open('/dashboard/workplace', (r) =>
      r.url === '/api/dashboard/figures'
        ? { status: 200, data: aSellerFigures(String(r.params.from), String(r.params.to)) }
        : undefined,
    );
    expect(await screen.findByTestId('business-empty')).toBeInTheDocument();
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
});
