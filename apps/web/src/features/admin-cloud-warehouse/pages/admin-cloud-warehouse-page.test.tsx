import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  aPurchase,
  aWarehouse,
  anAuditEntry,
  anInbound,
  fakeAdminCloudWarehouseApi,
} from '../test/fake-admin-cloud-warehouse-api';

const BASE = '/api/admin/cloud-warehouse';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Picks an option of an antd select (its list opens in a portal). */
async function pick(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

describe('Admin → Cloud warehouse → Warehouses', () => {
  it('lists every warehouse with its fees, template, destinations and units held', async () => {
    fakeAdminCloudWarehouseApi({
      warehouses: [
        aWarehouse(),
        aWarehouse({
          code: 'NJ1',
          name: 'Newark',
          countryCode: 'US',
          region: 'NA',
          templateId: 2,
          templateName: 'US Express',
          servesCountries: ['*'],
          fulfilmentFeeCents: 90,
          storageFeeCents: 5,
          leadDays: 1,
          unitsOnHand: 0,
        }),
        aWarehouse({
          code: 'SZX',
          name: 'Shenzhen',
          countryCode: 'CN',
          active: false,
          templateId: null,
          templateName: null,
          servesCountries: [],
          unitsOnHand: 0,
        }),
      ],
    });
    renderApp('/admin/cloud-warehouse');

    const madrid = await row('Madrid');
    for (const text of ['MAD', 'ES', 'Active', 'Standard EU', 'FR', 'PT', '$1.50', '$0.20', '7 days', '340'])
      expect(madrid).toHaveTextContent(text);
    const newark = await row('Newark');
    expect(newark).toHaveTextContent('Every destination');
    expect(newark).toHaveTextContent('1 day');
    const shenzhen = await row('Shenzhen');
    expect(shenzhen).toHaveTextContent('Inactive');
    expect(shenzhen).toHaveTextContent('No seller stock');
    expect(screen.getByRole('tab', { name: 'Warehouses', selected: true })).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    expect(await screen.findByRole('tab', { name: 'Almacenes', selected: true })).toBeInTheDocument();
    expect(await row('Newark')).toHaveTextContent('Todos los destinos');
    expect(await row('Madrid')).toHaveTextContent('1,50');
  });

  it('creates a warehouse: the code in capitals, the fees in cents, the template and the countries', async () => {
    const api = fakeAdminCloudWarehouseApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=warehouses');
    await row('Madrid');
    await user.click(screen.getByRole('button', { name: 'New warehouse' }));
    const dialog = await dialogTitled('New warehouse');

    // Nothing typed: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create warehouse' }));
    expect(await within(dialog).findByText("Enter the warehouse's code.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the warehouse's name.")).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/warehouses`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Code'), 'lis1');
    await user.type(within(dialog).getByLabelText('Name'), 'Lisbon');
    await user.type(within(dialog).getByLabelText('Country'), 'pt');
    await pick(user, within(dialog).getByLabelText('Shipping template'), 'US Express');
    await user.type(within(dialog).getByLabelText('Ships only to'), 'pt,es,');
    await user.type(within(dialog).getByLabelText('Fulfilment fee per unit (USD)'), '1.25');
    await user.type(within(dialog).getByLabelText('Storage fee per unit (USD)'), '0.3');
    await retype(user, within(dialog).getByLabelText('Lead time (days)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create warehouse' }));

    expect(await screen.findByText('Warehouse LIS1 created.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/warehouses`)).toHaveLength(1);
    expect(api.calls('POST', `${BASE}/warehouses`)[0]?.body).toEqual({
      code: 'LIS1',
      name: 'Lisbon',
      countryCode: 'PT',
      templateId: 2,
      countries: ['PT', 'ES'],
      fulfilmentFeeCents: 125,
      storageFeeCents: 30,
      leadDays: 5,
      active: true,
    });
    const lisbon = await row('Lisbon');
    expect(lisbon).toHaveTextContent('$1.25');
    expect(lisbon).toHaveTextContent('$0.30');
  });

  it("refuses a fee that is not an amount, and shows the server's refusal to stop a warehouse holding units", async () => {
    const api = fakeAdminCloudWarehouseApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse');
    await user.click(within(await row('Madrid')).getByRole('button', { name: 'Edit warehouse MAD' }));
    const dialog = await dialogTitled('Edit warehouse MAD');
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    expect(within(dialog).getByLabelText('Fulfilment fee per unit (USD)')).toHaveValue('1.50');

    await retype(user, within(dialog).getByLabelText('Fulfilment fee per unit (USD)'), '1.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount in dollars with at most two decimals, for example 0.50.'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/warehouses/MAD`)).toEqual([]);

    await retype(user, within(dialog).getByLabelText('Fulfilment fee per unit (USD)'), '2');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Warehouse MAD still holds 340 units of seller stock: it cannot stop holding stock until they are shipped or returned.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${BASE}/warehouses/MAD`)[0]?.body).toMatchObject({
      fulfilmentFeeCents: 200,
      storageFeeCents: 20,
      active: false,
      templateId: 1,
      region: 'EU',
    });
    expect(api.calls('PUT', `${BASE}/warehouses/MAD`)[0]?.body).not.toHaveProperty('code');
  });
});

describe('Admin → Cloud warehouse → Purchases to put away', () => {
  it('lists the paid purchases, oldest first, and filters them by status in the address', async () => {
    const api = fakeAdminCloudWarehouseApi({
      purchases: [aPurchase(), aPurchase({ id: 'sp2', number: 'SP-2026-000002', status: 'put_away' })],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/cloud-warehouse?tab=purchases');

    const p = await row('SP-2026-000001');
    expect(api.calls('GET', `${BASE}/purchases`)[0]?.params).toEqual({ status: 'paid', limit: 20 });
    for (const text of ['ana@shop.example', 'Madrid', 'MUG-RED', '4 of 10 put away', '0 of 5 put away', '$45.00', 'To put away'])
      expect(p).toHaveTextContent(text);
    expect(screen.queryByText('SP-2026-000002')).toBeNull();

    await pick(user, screen.getByRole('combobox', { name: 'Status' }), 'Put away');
    await waitFor(() => expect(app.location()).toBe('/admin/cloud-warehouse?tab=purchases&status=put_away'));
    const done = await row('SP-2026-000002');
    expect(within(done).queryByRole('button', { name: /Put away purchase/ })).toBeNull();
  });

  it('puts away what remains of each line, sends only the lines above 0, and keeps one key per opening', async () => {
    let failOnce = true;
    const api = fakeAdminCloudWarehouseApi({
      purchases: [aPurchase()],
      over: (r) => {
        if (r.method === 'POST' && r.url.endsWith('/put-away') && failOnce) {
          failOnce = false;
          return { status: 503, data: { code: 'UNAVAILABLE', message: 'The server is busy: try again.', params: {} } };
        }
        return undefined;
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=purchases');
    await user.click(within(await row('SP-2026-000001')).getByRole('button', { name: 'Put away purchase SP-2026-000001' }));

    const dialog = await dialogTitled('Put away purchase SP-2026-000001');
    const red = within(dialog).getByLabelText('Units of MUG-RED to put away');
    const blue = within(dialog).getByLabelText('Units of MUG-BLUE to put away');
    expect(red).toHaveValue('6');
    expect(blue).toHaveValue('5');

    // Nothing to put away: refused here.
    await retype(user, red, '0');
    await retype(user, blue, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Put away' }));
    expect(await within(dialog).findByText('Enter at least one unit to put away.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/purchases/sp1/put-away`)).toEqual([]);

    await retype(user, red, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Put away' }));
    expect(await within(dialog).findByText('The server is busy: try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Put away' }));

    expect(await screen.findByText('6 units of SP-2026-000001 put away.')).toBeInTheDocument();
    const posts = api.calls('POST', `${BASE}/purchases/sp1/put-away`);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ lines: [{ variantId: 11, quantity: 6 }], idempotencyKey: expect.stringMatching(UUID) });
    expect(posts[1]?.body.idempotencyKey).toBe(posts[0]?.body.idempotencyKey);
    // Partly put away now: it left the queue of paid purchases.
    expect(await screen.findByText('No purchases are waiting to be put away.')).toBeInTheDocument();
  });

  it('puts away once however often the button is clicked', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    const api = fakeAdminCloudWarehouseApi({
      purchases: [aPurchase()],
      over: (r) => (r.method === 'POST' && r.url.endsWith('/put-away') ? held : undefined),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=purchases');
    await user.click(within(await row('SP-2026-000001')).getByRole('button', { name: 'Put away purchase SP-2026-000001' }));
    const ok = within(await dialogTitled('Put away purchase SP-2026-000001')).getByRole('button', { name: 'Put away' });
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(api.calls('POST', `${BASE}/purchases/sp1/put-away`)).toHaveLength(1));
    answer({ status: 200, data: { ...aPurchase(), status: 'put_away' } });
    expect(await screen.findByText('11 units of SP-2026-000001 put away.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/purchases/sp1/put-away`)).toHaveLength(1);
    expect(api.calls('POST', `${BASE}/purchases/sp1/put-away`)[0]?.body.lines).toEqual([
      { variantId: 11, quantity: 6 },
      { variantId: 12, quantity: 5 },
    ]);
  });
});

describe('Admin → Cloud warehouse → Inbound to receive', () => {
  it('counts every line in, shows the discrepancy report, then closes the shipment', async () => {
    const api = fakeAdminCloudWarehouseApi({ inbound: [anInbound()] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/cloud-warehouse?tab=inbound');

    const shipment = await row('IB-2026-000001');
    expect(api.calls('GET', `${BASE}/inbound`)[0]?.params).toEqual({ status: 'shipped', limit: 20 });
    for (const text of ['bo@store.example', 'DHL', 'JD0123456789', 'Nov 20, 2026', 'TEE-S', '20 sent', '12 sent', 'On its way'])
      expect(shipment).toHaveTextContent(text);
    await user.click(within(shipment).getByRole('button', { name: 'Receive shipment IB-2026-000001' }));

    const dialog = await dialogTitled('Receive shipment IB-2026-000001');
    expect(within(dialog).getByLabelText('Units of TEE-S counted')).toHaveValue('20');
    await retype(user, within(dialog).getByLabelText('Units of TEE-M counted'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the count' }));

    expect(await within(dialog).findByText('Shipment IB-2026-000001 received.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Discrepancies of IB-2026-000001' })).toHaveTextContent(
      'TEE-M: expected 12, received 10 (−2)',
    );
    expect(api.calls('POST', `${BASE}/inbound/ib1/receive`)[0]?.body).toEqual({
      lines: [
        { skuId: 'own-1', receivedQuantity: 20 },
        { skuId: 'own-2', receivedQuantity: 10 },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('No shipments are on their way.')).toBeInTheDocument();

    await pick(user, screen.getByRole('combobox', { name: 'Status' }), 'Received');
    await waitFor(() => expect(app.location()).toBe('/admin/cloud-warehouse?tab=inbound&status=received'));
    const received = await row('IB-2026-000001');
    expect(received).toHaveTextContent('10 of 12 counted');
    expect(received).toHaveTextContent('TEE-M: expected 12, received 10 (−2)');
    await user.click(within(received).getByRole('button', { name: 'Close shipment IB-2026-000001' }));
    expect(await screen.findByText('Shipment IB-2026-000001 closed.')).toBeInTheDocument();
    expect(api.calls('POST', `${BASE}/inbound/ib1/close`)).toHaveLength(1);
    expect(await screen.findByText('No shipments with this status.')).toBeInTheDocument();
  });
});

describe('Admin → Cloud warehouse → Audit', () => {
  it('lists who did what, with the fields that changed and the full record in the row', async () => {
    fakeAdminCloudWarehouseApi({
      audit: [
        anAuditEntry(),
        anAuditEntry({
          id: 'a2',
          actorEmail: null,
          action: 'tiers.save',
          target: 'product:7',
          before: [{ minQuantity: 10, discountBp: 500 }],
          after: [],
        }),
        anAuditEntry({
          id: 'a3',
          actorEmail: 'ops@dropport.example',
          action: 'warehouse.create',
          target: 'LIS',
          before: null,
          after: { code: 'LIS' },
        }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/cloud-warehouse?tab=audit');

    const edit = await row('boss@dropport.example');
    expect(edit).toHaveTextContent('Warehouse edited');
    expect(edit).toHaveTextContent('MAD');
    expect(edit).toHaveTextContent('fulfilmentFeeCents 100 → 150');
    expect(edit).not.toHaveTextContent('name');
    const tiers = await row('product:7');
    expect(tiers).toHaveTextContent('System');
    expect(tiers).toHaveTextContent('Price tiers saved');
    expect(tiers).toHaveTextContent('[{"minQuantity":10,"discountBp":500}] → []');
    expect(await row('LIS')).toHaveTextContent('Warehouse createdLISCreated');

    await user.click(within(edit).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText(/"fulfilmentFeeCents": 150/)).toBeInTheDocument();
  });
});
