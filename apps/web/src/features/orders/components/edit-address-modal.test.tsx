import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import '../pages/orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

const US = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
];

/** A store order held for its address: the store sent the province code ZZ alone and the ZIP ABCDE. */
const held = () =>
  anOrder('7', {
    status: 'on_hold',
    holdReason: 'address_invalid',
    countryCode: 'US',
    addressProblems: ['province_unknown', 'postal_code_invalid'],
    address: {
      ...anOrder('7').address!,
      city: 'Mountain View',
      province: null,
      provinceCode: 'ZZ',
      postalCode: 'ABCDE',
      countryCode: 'US',
    },
  });

describe('Editing a held order’s address', () => {
  it('opens filled in, offers the province the store sent beside the list, and sends the one picked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeOrdersApi({ orders: [held()], provinces: { US } });
    renderApp('/orders?id=7');
    const panel = (await screen.findByText('Order DP-7', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const address = within(panel).getByRole('region', { name: 'Shipping address', hidden: true });
    // What the store sent is shown, not a dash.
    expect(within(address).getByText('Province or state').closest('tr')).toHaveTextContent(/ZZ/);

    await user.click(within(address).getByText('Edit address').closest('button')!);
    const dialog = (await screen.findByText('Edit the address of DP-7', { selector: '.ant-modal-title' })).closest(
      '[role=dialog]',
    ) as HTMLElement;
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Customer 7');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Hauptstraße 1');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Mountain View');
    expect(within(dialog).getByLabelText('Postal code')).toHaveValue('ABCDE');
    const province = () => within(dialog).getByRole('combobox', { name: 'Province or state' });
    await waitFor(() => expect(province().closest('.ant-select')).toHaveTextContent('ZZ (as the order came; not in the list)'));

    await user.click(province());
    await user.click((await screen.findAllByTitle('California')).at(-1)!);
    const postal = within(dialog).getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, '94043');
    await user.click(within(dialog).getByText('Save address').closest('button')!);
    await waitFor(() => expect(api.calls('PATCH', '/api/orders/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/api/orders/7')[0]!.body).toEqual({
      address: {
        name: 'Customer 7',
        company: null,
        address1: 'Hauptstraße 1',
        address2: null,
        city: 'Mountain View',
        province: 'California',
        provinceCode: 'CA',
        postalCode: '94043',
        countryCode: 'US',
        phone: '+49 30 1234567',
      },
    });
  });

  it('sends the province the store sent back unchanged when the seller fixes another field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const order = held();
    order.address = { ...order.address!, province: 'Nowhere', provinceCode: null };
    const api = fakeOrdersApi({ orders: [order], provinces: { US } });
    renderApp('/orders?id=7');
    const panel = (await screen.findByText('Order DP-7', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await user.click(within(panel).getByText('Edit address').closest('button')!);
    const dialog = (await screen.findByText('Edit the address of DP-7', { selector: '.ant-modal-title' })).closest(
      '[role=dialog]',
    ) as HTMLElement;
    const province = () => within(dialog).getByRole('combobox', { name: 'Province or state' });
    await waitFor(() =>
      expect(province().closest('.ant-select')).toHaveTextContent('Nowhere (as the order came; not in the list)'),
    );
    await user.click(within(dialog).getByText('Save address').closest('button')!);
    await waitFor(() => expect(api.calls('PATCH', '/api/orders/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/api/orders/7')[0]!.body).toMatchObject({
      address: { province: 'Nowhere', provinceCode: null, postalCode: 'ABCDE' },
    });
  });
});
