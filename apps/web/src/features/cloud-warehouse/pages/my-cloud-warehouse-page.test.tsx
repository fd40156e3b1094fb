import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAfter } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aMovement, aPurchase, aRow, aShipment, aShortShipment } from '../test/fake-cloud-warehouse';
import { fakeCloudWarehouseApi } from '../test/fake-cloud-warehouse-api';

const INVENTORY = '/api/cloud-warehouse/inventory';

/** A figure of the summary by its title. */
const stat = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((el) => el.querySelector('.ant-statistic-title')?.textContent === title);
/** A table row by a text in it (role queries over a whole table are slow in the test DOM). */
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

/** Three SKUs: a mat in Los Angeles, its pink variant running low, and the seller's own cup in Rotterdam. */
const ROWS = [
  aRow(),
  aRow({
    skuId: 'sku-2',
    sku: 'DP000042-02',
    name: 'Anti-Slip Yoga Mat · Pink',
    variantId: 2,
    onHand: 3,
    reserved: 0,
    available: 3,
    inbound: 20,
    unitCostCents: 1045,
    valueCents: 3_135,
    sold30d: 24,
    daysOfCover: 3.75,
    lowStockThreshold: 5,
    low: true,
    suggestedReorder: 27,
  }),
  aRow({
    skuId: 'sku-own',
    sku: 'MY-CUP',
    name: 'Ceramic cup',
    image: null,
    variantId: null,
    productId: null,
    own: true,
    warehouseCode: 'EU1',
    warehouseName: 'Rotterdam',
    onHand: 9,
    reserved: 1,
    available: 8,
    unitCostCents: 0,
    valueCents: 0,
    sold30d: 0,
    daysOfCover: null,
  }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Cloud Warehouse: inventory', () => {
  it('shows the totals over all stock and a row per SKU and warehouse', async () => {
    const api = fakeCloudWarehouseApi({ rows: ROWS });
    renderApp('/myCloudWarehouse');

    const mat = await row('Anti-Slip Yoga Mat · Blue');
    expect(stat('SKUs')).toHaveTextContent('3');
    expect(stat('On hand')).toHaveTextContent('52');
    expect(stat('Reserved')).toHaveTextContent('6');
    expect(stat('Inbound')).toHaveTextContent('20');
    expect(stat('Value at cost')).toHaveTextContent('$411.35');
    expect(stat('Low on stock')).toHaveTextContent('1');

    expect(mat).toHaveTextContent('DP000042-01');
    expect(mat).toHaveTextContent('Los Angeles');
    expect(mat).toHaveTextContent('$9.50');
    expect(mat).toHaveTextContent('Value $380.00');
    expect(mat).toHaveTextContent('35 days');
    expect(within(mat).queryByText('Low')).toBeNull();
    expect(within(mat).getByRole('button', { name: 'Buy more of DP000042-01' })).toBeInTheDocument();

    const pink = await row('Anti-Slip Yoga Mat · Pink');
    expect(within(pink).getByText('Low')).toBeInTheDocument();
    expect(within(pink).getByTestId('reorder')).toHaveTextContent('Buy 27');
    expect(pink).toHaveTextContent('3 days');

    const cup = await row('Ceramic cup');
    expect(within(cup).getByText('Own product')).toBeInTheDocument();
    expect(cup).toHaveTextContent('Rotterdam');
    expect(within(cup).queryByRole('button', { name: /Buy more/ })).toBeNull();
    // The summary and the unfiltered list are one request.
    expect(api.calls('GET', INVENTORY)).toHaveLength(1);
    expect(api.calls('GET', INVENTORY)[0]?.params).toEqual({ limit: 20 });
  });

  it('opens with "low stock only" from a notification link, and filters by warehouse and search', async () => {
    const api = fakeCloudWarehouseApi({ rows: ROWS });
    const user = userEvent.setup();
    const app = renderApp('/myCloudWarehouse?tab=inventory&low=1');

    expect(await row('Anti-Slip Yoga Mat · Pink')).toBeInTheDocument();
    expect(screen.queryByText('Anti-Slip Yoga Mat · Blue')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Low stock only' })).toBeChecked();
    expect(api.calls('GET', INVENTORY).some((c) => c.params.low === true)).toBe(true);
    // The summary still counts all stock.
    await waitFor(() => expect(stat('SKUs')).toHaveTextContent('3'));

    await user.click(screen.getByRole('switch', { name: 'Low stock only' }));
    await waitFor(() => expect(app.location()).toBe('/myCloudWarehouse'));
    expect(await row('Ceramic cup')).toBeInTheDocument();

    await pick(user, 'Warehouse', 'Rotterdam (EU1)');
    await waitFor(() => expect(screen.queryByText('Anti-Slip Yoga Mat · Blue')).toBeNull());
    expect(app.location()).toBe('/myCloudWarehouse?warehouse=EU1');
    expect(api.calls('GET', INVENTORY).at(-1)?.params).toEqual({ warehouse: 'EU1', limit: 20 });

    await user.type(screen.getByLabelText('Search SKUs'), 'nothing{Enter}');
    expect(await screen.findByText('No stock matches these filters.')).toBeInTheDocument();
    expect(api.calls('GET', INVENTORY).at(-1)?.params).toEqual({ warehouse: 'EU1', q: 'nothing', limit: 20 });
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await row('Anti-Slip Yoga Mat · Blue')).toBeInTheDocument();
  });

  it("sets a SKU's low-stock alert", async () => {
    const api = fakeCloudWarehouseApi({ rows: ROWS });
    // As a real answer takes a moment: the double click's second click lands while the first is sent.
    answerAfter(200);
    const user = userEvent.setup();
    renderApp('/myCloudWarehouse');
    await user.click(await screen.findByRole('button', { name: 'Edit the low-stock alert of DP000042-01' }));
    const dialog = await dialogTitled('Low-stock alert');
    const input = within(dialog).getByRole('spinbutton', { name: 'Alert at (units available)' });
    await user.type(input, '40');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('DP000042-01 now alerts at 40 units.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/cloud-warehouse/skus/sku-1')).toHaveLength(1);
    expect(api.calls('PUT', '/api/cloud-warehouse/skus/sku-1')[0]?.body).toEqual({ lowStockThreshold: 40 });
    // The row reads again: 35 available is now under its alert.
    await waitFor(async () => expect(within(await row('Anti-Slip Yoga Mat · Blue')).getByText('Low')).toBeInTheDocument());
  });

  it('explains the cloud warehouse when it is empty, with the ways to fill it', async () => {
    fakeCloudWarehouseApi();
    renderApp('/myCloudWarehouse');
    expect(await screen.findByText('Your cloud warehouse is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse warehouse products' })).toHaveAttribute('href', '/warehouseProducts');
    expect(screen.getByRole('link', { name: 'Send goods in' })).toHaveAttribute('href', '/myCloudWarehouse?tab=inbound');
  });
});

describe('My Cloud Warehouse: purchases', () => {
  it('lists the purchases with their put-away progress and invoice; the one a notification names stands out', async () => {
    const api = fakeCloudWarehouseApi({
      purchases: [
        aPurchase(),
        aPurchase({ id: 'sp2', number: 'SP-2026-000002', status: 'put_away', invoiceId: 'inv-2', totalCents: 5_000 }),
      ],
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const app = renderApp('/myCloudWarehouse?tab=purchases&id=sp1');

    const first = await row('SP-2026-000001');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveTextContent('From your notification');
    expect(first).toHaveTextContent('Los Angeles');
    expect(first).toHaveTextContent('12 of 20 put away');
    expect(first).toHaveTextContent('$190.00');
    expect(first).toHaveTextContent('Partly put away');
    const second = await row('SP-2026-000002');
    expect(second).not.toHaveAttribute('aria-current');
    expect(second).toHaveTextContent('Put away');
    expect(screen.getByRole('link', { name: 'Buy stock ahead' })).toHaveAttribute('href', '/warehouseProducts');

    await user.click(within(first).getByRole('button', { name: 'Invoice of SP-2026-000001' }));
    await waitFor(() => expect(api.calls('GET', '/api/invoices/inv-1/pdf')).toHaveLength(1));

    await pick(user, 'Status', 'Put away');
    await waitFor(() => expect(screen.queryByText('SP-2026-000001')).toBeNull());
    expect(app.location()).toBe('/myCloudWarehouse?tab=purchases&status=put_away');
    expect(api.calls('GET', '/api/cloud-warehouse/purchases').at(-1)?.params).toEqual({ status: 'put_away', limit: 20 });
  });
});

describe('My Cloud Warehouse: send goods in', () => {
  it('saves a draft with a new own product, then marks it shipped', async () => {
    const api = fakeCloudWarehouseApi({ rows: ROWS });
    answerAfter(100);
    const user = userEvent.setup();
    renderApp('/myCloudWarehouse?tab=inbound');
    expect(await screen.findByText('No shipments yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New inbound shipment' }));
    await drawerTitled('New inbound shipment');
    await pick(user, 'Warehouse', 'Los Angeles (US1)');
    await user.click(screen.getByRole('radio', { name: 'A new own product' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of line 1' }), 'MY-MUG');
    await user.type(screen.getByRole('textbox', { name: 'Name of line 1' }), 'Enamel mug');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight in grams of line 1' }), '350');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of line 1' });
    await user.clear(quantity);
    await user.type(quantity, '24');
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await user.dblClick(screen.getByRole('button', { name: 'Save draft' }));

    const detail = await drawerTitled('Inbound shipment IN-2026-000101');
    expect(api.calls('POST', '/api/cloud-warehouse/inbound')).toHaveLength(1);
    expect(api.calls('POST', '/api/cloud-warehouse/inbound')[0]?.body).toEqual({
      warehouseCode: 'US1',
      carrier: 'UPS',
      trackingNumber: null,
      expectedAt: null,
      note: null,
      lines: [{ own: { code: 'MY-MUG', name: 'Enamel mug', weightG: 350 }, quantity: 24 }],
    });
    expect(within(detail).getByText('Draft', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(detail).getByText('Enamel mug')).toBeInTheDocument();
    expect(await row('IN-2026-000101')).toHaveTextContent('24');

    await user.click(within(detail).getByRole('button', { name: 'Mark as shipped' }));
    const dialog = await dialogTitled('Mark IN-2026-000101 as shipped');
    expect(within(dialog).getByRole('textbox', { name: 'Carrier' })).toHaveValue('UPS');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('Enter the tracking number.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '1Z999AA1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Shipment IN-2026-000101 is marked shipped.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/cloud-warehouse/inbound/in-new-1/ship')[0]?.body).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA1',
      expectedAt: null,
    });
    await waitFor(() => expect(within(detail).getByText('Shipped', { selector: '.ant-tag' })).toBeInTheDocument());
  });

  it('adds one of my SKUs to a draft, and deletes a draft', async () => {
    const api = fakeCloudWarehouseApi({ rows: ROWS, shipments: [aShipment()] });
    const user = userEvent.setup();
    renderApp('/myCloudWarehouse?tab=inbound&id=in1');
    const detail = await drawerTitled('Inbound shipment IN-2026-000001');
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    await drawerTitled('Edit shipment IN-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await pick(user, 'SKU of line 2', 'DP000042-02 · Anti-Slip Yoga Mat · Pink');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await drawerTitled('Inbound shipment IN-2026-000001');
    expect(api.calls('PUT', '/api/cloud-warehouse/inbound/in1')[0]?.body).toMatchObject({
      warehouseCode: 'US1',
      lines: [
        { skuId: 'sku-own', quantity: 10 },
        { skuId: 'sku-2', quantity: 1 },
      ],
    });

    const again = await drawerTitled('Inbound shipment IN-2026-000001');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Delete the draft IN-2026-000001?', { selector: '.ant-modal-confirm-title' });
    const confirm = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The draft IN-2026-000001 is deleted.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/cloud-warehouse/inbound/in1')).toHaveLength(1);
    expect(await screen.findByText('No shipments yet.')).toBeInTheDocument();
  });

  it('shows what the warehouse counted short, in the list and in the shipment a notification opens', async () => {
    fakeCloudWarehouseApi({ shipments: [aShortShipment(), aShipment()] });
    renderApp('/myCloudWarehouse?tab=inbound&id=in2');

    const detail = await drawerTitled('Inbound shipment IN-2026-000002');
    const report = await within(detail).findByTestId('inbound-discrepancies');
    expect(report).toHaveTextContent('The warehouse counted a difference on 1 line');
    expect(report).toHaveTextContent('MY-CUP');
    expect(report).toHaveTextContent('1 unit short');
    expect(report).toHaveTextContent('10 sent, 9 received');
    expect(within(detail).getByText('Received', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(detail).getByText('As sent')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Mark as shipped' })).toBeNull();

    const listed = await row('IN-2026-000002');
    expect(listed).toHaveAttribute('aria-current', 'true');
    expect(within(listed).getByText('1 unit short')).toBeInTheDocument();
  });
});

describe('My Cloud Warehouse: movements', () => {
  it('sends the filters from the address and the picker, and exports the same as CSV', async () => {
    const api = fakeCloudWarehouseApi({
      movements: [
        aMovement(),
        aMovement({
          id: 'mv2',
          kind: 'adjusted',
          onHandDelta: 3,
          reservedDelta: 0,
          onHandAfter: 42,
          reference: null,
          reason: 'Recount after audit',
          at: '2026-11-12T12:00:00.000Z',
        }),
      ],
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    const app = renderApp('/myCloudWarehouse?tab=movements&kind=shipped&from=2026-11-01&to=2026-11-30');

    const shipped = await row('DP1000101');
    expect(shipped).toHaveTextContent('Shipped to a buyer');
    expect(within(shipped).getAllByText('-2')[0]?.closest('.ant-typography')).toHaveClass('ant-typography-danger');
    expect(shipped).toHaveTextContent('40');
    expect(screen.queryByText('Recount after audit')).toBeNull();
    expect(api.calls('GET', '/api/cloud-warehouse/movements')[0]?.params).toEqual({
      kind: 'shipped',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 20,
    });

    await pick(user, 'Warehouse', 'Los Angeles (US1)');
    await waitFor(() =>
      expect(api.calls('GET', '/api/cloud-warehouse/movements').at(-1)?.params).toEqual({
        warehouse: 'US1',
        kind: 'shipped',
        from: '2026-11-01',
        to: '2026-11-30',
        limit: 20,
      }),
    );
    expect(new URLSearchParams(app.location().split('?')[1]).get('warehouse')).toBe('US1');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.calls('GET', '/api/cloud-warehouse/movements.csv')[0]?.params).toEqual({
      warehouse: 'US1',
      kind: 'shipped',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(clicked[0]?.download).toMatch(/^dropport-stock-movements-\d{4}-\d{2}-\d{2}\.csv$/);

    await pick(user, 'Kind', 'Adjusted');
    const adjusted = await row('Recount after audit');
    expect(within(adjusted).getByText('+3').closest('.ant-typography')).toHaveClass('ant-typography-success');
  });
});

describe('My Cloud Warehouse: settings', () => {
  it('saves what orders do when stock is short, once', async () => {
    const api = fakeCloudWarehouseApi();
    answerAfter(200);
    const user = userEvent.setup();
    renderApp('/myCloudWarehouse?tab=settings');
    expect(await screen.findByRole('radio', { name: /The supplier ships the line/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /The order waits/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your cloud warehouse settings are saved.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/cloud-warehouse/settings')).toHaveLength(1);
    expect(api.calls('PUT', '/api/cloud-warehouse/settings')[0]?.body).toEqual({ whenShort: 'hold' });
  });
});
