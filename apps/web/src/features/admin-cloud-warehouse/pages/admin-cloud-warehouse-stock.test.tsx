import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aStockRow, fakeAdminCloudWarehouseApi } from '../test/fake-admin-cloud-warehouse-api';

const BASE = '/api/admin/cloud-warehouse';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

const ANA = {
  'u-ana': [
    aStockRow(),
    aStockRow({
      skuId: 'own-1',
      sku: 'TEE-S',
      name: 'T-shirt S',
      own: true,
      variantId: null,
      productId: null,
      onHand: 4,
      reserved: 3,
      available: 1,
      inbound: 0,
      unitCostCents: 0,
      valueCents: 0,
      sold30d: 2,
      low: true,
    }),
  ],
};

describe('Admin → Cloud warehouse → Seller inventory', () => {
  it("shows a seller's stock by their user id, kept in the address, with the seller's columns", async () => {
    const api = fakeAdminCloudWarehouseApi({ inventory: ANA });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/cloud-warehouse?tab=inventory');

    expect(await screen.findByText(/Enter a seller's user id to see their stock/)).toBeInTheDocument();
    expect(api.calls('GET', `${BASE}/inventory`)).toEqual([]);
    await user.type(screen.getByLabelText("Seller's user id"), 'u-ana{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/cloud-warehouse?tab=inventory&user=u-ana'));

    const mug = await row('Mug, red');
    expect(api.calls('GET', `${BASE}/inventory`)[0]?.params).toEqual({ userId: 'u-ana', limit: 20 });
    for (const text of ['MUG-RED', 'Madrid', '30', '8', '22', '6', '$90.00', '$3.00 each', '41'])
      expect(mug).toHaveTextContent(text);
    const tee = await row('T-shirt S');
    expect(tee).toHaveTextContent('Own product');
    expect(tee).toHaveTextContent('Low');
    expect(screen.getByRole('group', { name: "The seller's totals" })).toHaveTextContent('On hand34');

    await user.click(screen.getByRole('switch', { name: 'Low stock only' }));
    await waitFor(() => expect(app.location()).toBe('/admin/cloud-warehouse?tab=inventory&user=u-ana&low=1'));
    await waitFor(() => expect(screen.queryByText('Mug, red')).toBeNull());
    expect(api.calls('GET', `${BASE}/inventory`).at(-1)?.params).toEqual({ userId: 'u-ana', low: 'true', limit: 20 });
  });

  it('checks an adjustment before sending it: a reason, not 0, and a return takes units away', async () => {
    const api = fakeAdminCloudWarehouseApi({ inventory: ANA });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=inventory&user=u-ana');
    await user.click(within(await row('Mug, red')).getByRole('button', { name: 'Adjust MUG-RED in MAD' }));
    const dialog = await dialogTitled('Adjust the stock of MUG-RED');
    expect(dialog).toHaveTextContent('30 on hand, 8 reserved, 22 available');
    const save = within(dialog).getByRole('button', { name: 'Save the change' });

    await user.click(save);
    expect(await within(dialog).findByText('Enter the change in units.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Change in units'), '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    await user.click(save);
    expect(await within(dialog).findByText('Enter a change other than 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('Use at least 3 characters.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Returned to the seller' }));
    await retype(user, within(dialog).getByLabelText('Change in units'), '5');
    await retype(user, within(dialog).getByLabelText('Reason'), 'Sent back at the seller request');
    await user.click(save);
    expect(
      await within(dialog).findByText('Goods returned to the seller leave the stock: enter a negative number.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/adjustments`)).toEqual([]);

    await retype(user, within(dialog).getByLabelText('Change in units'), '-5');
    expect(within(dialog).getByText('On hand goes from 30 to 25.')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('MUG-RED now has 25 on hand.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/adjustments`)[0]?.body).toEqual({
      userId: 'u-ana',
      skuId: 'sku-11',
      warehouseCode: 'MAD',
      kind: 'returned',
      delta: -5,
      reason: 'Sent back at the seller request',
      idempotencyKey: expect.stringMatching(UUID),
    });
    expect(await row('Mug, red')).toHaveTextContent('25');
  });

  it("shows the server's refusal to go under what orders hold", async () => {
    const api = fakeAdminCloudWarehouseApi({ inventory: ANA });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=inventory&user=u-ana');
    await user.click(within(await row('T-shirt S')).getByRole('button', { name: 'Adjust TEE-S in MAD' }));
    const dialog = await dialogTitled('Adjust the stock of TEE-S');
    await user.type(within(dialog).getByLabelText('Change in units'), '-2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Two damaged in the count');
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(
      await within(dialog).findByText(
        'TEE-S has 4 units on hand, 3 of them reserved for orders: a change of -2 would leave fewer on hand than reserved.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/adjustments`)[0]?.body).toMatchObject({ kind: 'adjusted', delta: -2 });
  });
});

describe('Admin → Cloud warehouse → Price tiers', () => {
  it("edits a product's tiers: percentages saved in basis points, duplicates refused, rows added and removed", async () => {
    const api = fakeAdminCloudWarehouseApi({ tiers: { 7: [{ minQuantity: 10, discountBp: 500 }] } });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/cloud-warehouse?tab=tiers');

    expect(await screen.findByText('Enter a product id to see and edit its tiers.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product id'), 'seven{Enter}');
    expect(await screen.findByText('Enter a product id: a whole number.')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('Product id'), '7{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/cloud-warehouse?tab=tiers&product=7'));

    expect(await screen.findByLabelText('Tier 1: from units')).toHaveValue('10');
    expect(screen.getByLabelText('Tier 1: discount')).toHaveValue('5.00');

    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier 2: from units'), '10');
    await user.type(screen.getByLabelText('Tier 2: discount'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save tiers' }));
    expect((await screen.findAllByText('Another tier already starts at 10 units.')).length).toBeGreaterThan(0);
    expect(api.calls('PUT', `${BASE}/tiers/7`)).toEqual([]);

    await retype(user, screen.getByLabelText('Tier 2: from units'), '50');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier 3: from units'), '25');
    await user.type(screen.getByLabelText('Tier 3: discount'), '6');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.click(screen.getByRole('button', { name: 'Remove tier 4' }));
    await user.click(screen.getByRole('button', { name: 'Save tiers' }));

    expect(await screen.findByText('Tiers of product #7 saved.')).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/tiers/7`)).toHaveLength(1);
    expect(api.calls('PUT', `${BASE}/tiers/7`)[0]?.body).toEqual({
      tiers: [
        { minQuantity: 10, discountBp: 500 },
        { minQuantity: 25, discountBp: 600 },
        { minQuantity: 50, discountBp: 750 },
      ],
    });
    // The editor shows what was saved, in order.
    expect(screen.getByLabelText('Tier 2: from units')).toHaveValue('25');
  });
});
