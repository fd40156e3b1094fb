import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletBalanceQueryOptions } from '@/features/wallet';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aPurchase, aRow } from '../test/fake-cloud-warehouse';
import { fakeCloudWarehouseApi } from '../test/fake-cloud-warehouse-api';

const QUOTE = '/api/cloud-warehouse/purchases/quote';
const POST = '/api/cloud-warehouse/purchases';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const drawer = async () =>
  (await screen.findByText('Buy stock ahead', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;

/** Opens the drawer from the inventory's "Buy more" of the blue mat (held in Los Angeles). */
async function openFromInventory(user: UserEvent) {
  renderApp('/myCloudWarehouse');
  await user.click(await screen.findByRole('button', { name: 'Buy more of DP000042-01' }));
  const panel = await drawer();
  await within(panel).findByText('Anti-Slip Yoga Mat', { selector: 'h5' });
  return panel;
}

async function setQuantity(user: UserEvent, panel: HTMLElement, sku: string, quantity: number) {
  const input = within(panel).getByRole('spinbutton', { name: `Quantity of ${sku}` });
  await user.clear(input);
  await user.type(input, String(quantity));
}

describe('Buy stock ahead', () => {
  it("shows each warehouse's terms, quotes the quantities with the tier reached, and what the balance lacks", async () => {
    const api = fakeCloudWarehouseApi({ rows: [aRow()], balanceCents: 5_000 });
    const user = userEvent.setup();
    const panel = await openFromInventory(user);

    // The row's warehouse is chosen; each one says where it is, what it costs and where it ships.
    const la = within(panel).getByRole('radio', { name: /Los Angeles/ });
    expect(la).toBeChecked();
    expect(la.closest('label')).toHaveTextContent(
      'United States · fulfilment $1.50 per unit · storage $0.20 per unit a month · on hand in about 7 days',
    );
    expect(la.closest('label')).toHaveTextContent('Ships to United States, Canada');
    const rotterdam = within(panel).getByRole('radio', { name: /Rotterdam/ });
    expect(rotterdam.closest('label')).toHaveTextContent(
      'Ships to Netherlands, Germany, France, Spain, Italy and 3 more countries',
    );
    expect(within(panel).getByTestId('buy-tiers')).toHaveTextContent('From 10 units: 5% off');
    expect(within(panel).getByTestId('buy-tiers')).toHaveTextContent('From 50 units: 10% off');
    expect(within(panel).getByText('Enter a quantity to see the price.')).toBeInTheDocument();
    expect(api.calls('POST', QUOTE)).toHaveLength(0);

    await setQuantity(user, panel, 'DP000042-01', 6);
    await setQuantity(user, panel, 'DP000042-02', 4);
    await waitFor(() => expect(within(panel).getByTestId('buy-total')).toHaveTextContent('$98.80'));
    expect(api.calls('POST', QUOTE).at(-1)?.body).toEqual({
      warehouseCode: 'US1',
      lines: [
        { variantId: 1, quantity: 6 },
        { variantId: 2, quantity: 4 },
      ],
    });
    // Ten units of the product reach the first tier: 5% off each line.
    const reached = within(panel).getByTestId('buy-tiers').querySelector('[aria-current="true"]') as HTMLElement;
    expect(reached).toHaveTextContent('From 10 units: 5% off');
    expect(reached).toHaveTextContent('Reached');
    expect(within(panel).getByTestId('buy-tiers')).toHaveTextContent('40 more units for 10% off');
    const blue = within(panel).getByText('DP000042-01').closest('tr') as HTMLElement;
    expect(blue).toHaveTextContent('$9.50');
    expect(blue).toHaveTextContent('$57.00');
    const quote = within(panel).getByTestId('buy-quote');
    expect(quote).toHaveTextContent('You save$5.20');
    expect(quote).toHaveTextContent('Storage per month$2.00');
    expect(quote).toHaveTextContent('Your balance$50.00');

    const short = within(panel).getByTestId('buy-shortfall');
    expect(short).toHaveTextContent('Your balance is $48.80 short of this purchase.');
    expect(within(short).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/balance/recharge');
    expect(within(panel).getByRole('button', { name: 'Review' })).toBeDisabled();

    // Another warehouse is quoted there.
    await user.click(rotterdam);
    await waitFor(() => expect(api.calls('POST', QUOTE).at(-1)?.body).toMatchObject({ warehouseCode: 'EU1' }));

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    expect(await within(panel).findByText('Desde 10 unidades: 5 % de descuento')).toBeInTheDocument();
  });

  it('pays once, with one idempotency key, however often Pay is clicked; then says where the units go', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    const api = fakeCloudWarehouseApi({
      rows: [aRow()],
      over: (r) => (r.method === 'POST' && r.url === POST ? held : undefined),
    });
    queryClient.setQueryData(walletBalanceQueryOptions().queryKey, {
      currency: 'USD',
      availableCents: 50_000,
      heldCents: 0,
      updatedAt: null,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const panel = await openFromInventory(user);

    await setQuantity(user, panel, 'DP000042-01', 10);
    await waitFor(() => expect(within(panel).getByTestId('buy-total')).toHaveTextContent('$95.00'));
    await user.click(within(panel).getByRole('button', { name: 'Review' }));
    const review = await within(panel).findByTestId('buy-review');
    expect(review).toHaveTextContent('Los Angeles (US1)');
    expect(review).toHaveTextContent('10 units × $9.50 = $95.00');
    expect(review).toHaveTextContent('Balance after$405.00');

    const pay = within(panel).getByRole('button', { name: 'Pay $95.00' });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(api.calls('POST', POST)).toHaveLength(1));
    expect(api.calls('POST', POST)[0]?.body).toEqual({
      warehouseCode: 'US1',
      lines: [{ variantId: 1, quantity: 10 }],
      idempotencyKey: expect.stringMatching(UUID),
    });
    answer({
      status: 200,
      data: aPurchase({ id: 'sp9', number: 'SP-2026-000009', status: 'paid', units: 10, totalCents: 9_500 }),
    });

    expect(await within(panel).findByText('Purchase SP-2026-000009 is paid')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      '$95.00 was taken from your balance. The 10 units go on hand in Los Angeles once the warehouse puts them away.',
    );
    expect(within(panel).getByRole('link', { name: 'See my purchases' })).toHaveAttribute(
      'href',
      '/myCloudWarehouse?tab=purchases&id=sp9',
    );
    expect(api.calls('POST', POST)).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryState(walletBalanceQueryOptions().queryKey)?.isInvalidated).toBe(true));
  });

  it("shows the server's refusal in its own words, and a retry keeps the attempt's key", async () => {
    let refuse = true;
    const api = fakeCloudWarehouseApi({
      rows: [aRow()],
      over: (r) =>
        r.method === 'POST' && r.url === POST && refuse
          ? {
              status: 409,
              data: { code: 'STOCK_PURCHASE_SHORT', message: 'Only 4 units of DP000042-01 are in stock.', params: {} },
            }
          : undefined,
    });
    const user = userEvent.setup();
    const panel = await openFromInventory(user);
    await setQuantity(user, panel, 'DP000042-01', 10);
    await waitFor(() => expect(within(panel).getByTestId('buy-total')).toHaveTextContent('$95.00'));
    await user.click(within(panel).getByRole('button', { name: 'Review' }));
    await user.click(await within(panel).findByRole('button', { name: 'Pay $95.00' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The purchase was not made');
    expect(alert).toHaveTextContent('Only 4 units of DP000042-01 are in stock.');

    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Pay $95.00' }));
    expect(await within(panel).findByText('Purchase SP-2026-000101 is paid')).toBeInTheDocument();
    const [first, second] = api.calls('POST', POST);
    expect(second?.body.idempotencyKey).toBe(first?.body.idempotencyKey);
  });
});
