import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { renderApp } from '@/test/render-app';
import { aDraft, aVariant } from '../test/fake-import-list';
import { fakeImportListApi } from '../test/fake-import-list-api';
import { ImportList } from './import-list-page';

const row = (title: string) => screen.findByRole('article', { name: title });
// user-event's pointer-events check reads the computed style of every ancestor, which is slow in the editor's
// deep table (minutes); nothing on these pages is covered by another element.
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

/** The list alone, with or without a push action (the route renders it with the push step's). */
function renderList(onPush?: (ids: string[]) => void) {
  const router = createMemoryRouter([{ path: '/importList', element: <ImportList onPush={onPush} /> }], {
    initialEntries: ['/importList'],
  });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The editor drawer by its title (antd labels the dialog by an id that tests all share). */
const drawer = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('[role="dialog"]') as HTMLElement;
const noDrawer = (title: string) => expect(screen.queryByText(title, { selector: '.ant-drawer-title' })).toBeNull();

async function openEditor(user: UserEvent, title: string) {
  await user.click(within(await row(title)).getByRole('button', { name: 'Edit' }));
  return drawer(`Edit: ${title}`);
}

describe('Import list: the list', () => {
  it('shows each item with its main image, title, supplier cost, variants and prices', async () => {
    fakeImportListApi({
      items: [
        aDraft('i1'),
        aDraft('i2', {
          product: { ...aDraft('i2').product, availability: 'inactive', costMin: 650, costMax: 650 },
          variants: [aVariant(1, { selected: false }), aVariant(2, { outOfStock: true, stock: 0 }), aVariant(3)],
        }),
      ],
    });
    renderApp('/importList');
    const first = await row('Yoga mat i1');
    expect(within(first).getByRole('img', { name: 'Yoga mat i1' })).toHaveAttribute('src', '/img/i1-1.svg');
    expect(first).toHaveTextContent('Supplier cost $5.00 – $6.50 · your price $10.99 – $13.99');
    expect(first).toHaveTextContent('2 of 2 variants selected');
    const second = await row('Yoga mat i2');
    expect(second).toHaveTextContent('Supplier cost $6.50');
    expect(second).toHaveTextContent('2 of 3 variants selected');
    expect(second).toHaveTextContent('No longer sold by the supplier');
    expect(second).toHaveTextContent('1 variant out of stock');
    expect(screen.getByRole('toolbar', { name: 'Selected items' })).toHaveTextContent('2 items in your list');
  });

  it('leads an empty list to the market', async () => {
    fakeImportListApi({ items: [] });
    const user = setup();
    const app = renderApp('/importList');
    expect(await screen.findByText(/Your import list is empty/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse the market' }));
    await waitFor(() => expect(app.location()).toBe('/allProducts'));
  });

  it('selects many and removes them at once', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1'), aDraft('i2'), aDraft('i3')] });
    const user = setup();
    renderApp('/importList');
    await row('Yoga mat i1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga mat i1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Yoga mat i3' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 items selected');
    await user.click(within(bar).getByRole('button', { name: /Remove selected \(2\)/ }));
    expect(await screen.findByText('Remove 2 items from your import list?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed 2 items from your import list.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/import-list/remove')[0]?.body).toEqual({ ids: ['i1', 'i3'] });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Yoga mat i1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Yoga mat i2' })).toBeInTheDocument();
    expect(bar).toHaveTextContent('1 item in your list');

    // Select all takes every item shown; one more click lets them all go.
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Yoga mat i2' })).toBeChecked();
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Yoga mat i2' })).not.toBeChecked();
  });

  it('removes one item from its row', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1'), aDraft('i2')] });
    const user = setup();
    renderApp('/importList');
    await user.click(within(await row('Yoga mat i2')).getByRole('button', { name: 'Remove Yoga mat i2' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Yoga mat i2' })).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/import-list/remove')[0]?.body).toEqual({ ids: ['i2'] });
  });
});

describe('Import list: pushing', () => {
  it('keeps "Push to store" off until a store is linked, saying so', async () => {
    fakeImportListApi({ items: [aDraft('i1')], stores: 'missing' });
    const user = setup();
    renderApp('/importList');
    const item = await row('Yoga mat i1');
    const push = within(item).getByRole('button', { name: 'Push to store' });
    expect(push).toBeDisabled();
    expect(screen.getByRole('button', { name: /Push selected to store/ })).toBeDisabled();
    await user.hover(push.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Link a store first');
    expect(await screen.findByRole('link', { name: 'Link a store' })).toHaveAttribute('href', '/addMyStore');
  });

  it('hands the chosen items to the push action once a store is linked', async () => {
    fakeImportListApi({ items: [aDraft('i1'), aDraft('i2')], stores: 'linked' });
    const onPush = vi.fn();
    const user = setup();
    renderList(onPush);
    const item = await row('Yoga mat i2');
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Push to store' })).toBeEnabled());
    await user.click(within(item).getByRole('button', { name: 'Push to store' }));
    expect(onPush).toHaveBeenLastCalledWith(['i2']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Push selected to store (2)' }));
    expect(onPush).toHaveBeenLastCalledWith(['i1', 'i2']);
    expect(screen.queryByRole('link', { name: 'Link a store' })).not.toBeInTheDocument();
  });

  it('says pushing is not there yet when a store is linked but no push action is wired', async () => {
    fakeImportListApi({ items: [aDraft('i1')], stores: 'linked' });
    const user = setup();
    renderList();
    const push = within(await row('Yoga mat i1')).getByRole('button', { name: 'Push to store' });
    await user.hover(push.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pushing to stores is not available yet.');
  });
});

describe('Import list: the editor', () => {
  it('edits title, tags and description, and saves only what changed', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    renderApp('/importList');
    const editor = await openEditor(user, 'Yoga mat i1');
    const title = within(editor).getByLabelText('Title');
    expect(title).toHaveValue('Yoga mat i1');
    expect(editor).toHaveTextContent("Supplier's title: Supplier mat i1");
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(title);
    expect(within(editor).getByText('The title cannot be empty.')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(title, '  Extra thick mat ');
    await user.type(within(editor).getByRole('combobox', { name: 'Tags' }), 'gift{Enter}');

    await user.click(within(editor).getByRole('tab', { name: 'Description' }));
    const description = within(editor).getByLabelText('Description (Markdown)');
    await user.clear(description);
    await user.type(description, '## Why{Enter}{Enter}Soft');
    await user.click(within(editor).getByRole('tab', { name: 'Preview' }));
    expect(within(editor).getByRole('heading', { name: 'Why' })).toBeInTheDocument();

    expect(editor).toHaveTextContent('Unsaved changes');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/import-list/i1')[0]?.body).toEqual({
      title: 'Extra thick mat',
      description: '## Why\n\nSoft',
      tags: ['yoga', 'gift'],
    });
    expect(await row('Extra thick mat')).toBeInTheDocument();
    expect(await drawer('Edit: Extra thick mat')).not.toHaveTextContent('Unsaved changes');
  });

  it('prices variants: own price with live profit, red below cost, back to the rule, compare-at above the price', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    renderApp('/importList');
    const editor = await openEditor(user, 'Yoga mat i1');
    await user.click(within(editor).getByRole('tab', { name: 'Variants (2/2)' }));
    const price = within(editor).getByLabelText('Price of MAT-1');
    expect(price).toHaveValue('10.99');
    expect(within(editor).getByTestId('profit-1')).toHaveTextContent('$2.99');
    expect(editor).toHaveTextContent('Shipping to United States');

    await user.clear(price);
    await user.type(price, '7.5');
    expect(within(editor).getByTestId('profit-1')).toHaveTextContent('-$0.50');
    expect(within(editor).getByTestId('profit-1').className).toMatch(/danger/);
    expect(within(editor).getByLabelText('This price does not cover cost and shipping.')).toBeInTheDocument();
    expect(within(editor).getByText('Rule price: $10.99')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '12.x');
    expect(within(editor).getByText('Enter an amount in dollars, such as 12.99')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '15');
    const compareAt = within(editor).getByLabelText('Compare-at price of MAT-1');
    await user.clear(compareAt);
    await user.type(compareAt, '14');
    expect(within(editor).getByText('Must be above the price')).toBeInTheDocument();
    expect(within(editor).getByText('Fix the prices marked in the Variants tab.')).toBeInTheDocument();
    await user.type(compareAt, '0');
    expect(within(editor).queryByText('Must be above the price')).not.toBeInTheDocument();
    // Unticking a variant, and saving.
    await user.click(within(editor).getByRole('checkbox', { name: 'Select variant MAT-2' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved.');
    expect(api.calls('PATCH', '/api/import-list/i1')[0]?.body).toEqual({
      variants: [
        { id: 1, priceCents: 1500, compareAtCents: 14000 },
        { id: 2, selected: false },
      ],
    });
    const saved = await drawer('Edit: Yoga mat i1');
    expect(within(saved).getByLabelText('Price of MAT-1')).toHaveValue('15');
    expect(within(saved).getByTestId('profit-1')).toHaveTextContent('$7.00');

    // Back to the rules: price and compare-at. (By label: a role query walks the computed styles of the whole
    // drawer, which after a save takes the test DOM minutes.)
    await user.click(within(saved).getByLabelText('Reset MAT-1 to the rule price'));
    expect(within(saved).getByLabelText('Price of MAT-1')).toHaveValue('10.99');
    await user.click(within(saved).getByText('Save').closest('button')!);
    await waitFor(() => expect(api.calls('PATCH', '/api/import-list/i1')).toHaveLength(2));
    expect(api.calls('PATCH', '/api/import-list/i1')[1]?.body).toEqual({
      variants: [{ id: 1, priceCents: null, compareAtCents: null }],
    });
    expect(await within(saved).findByTestId('profit-1')).toHaveTextContent('$2.99');
  });

  it('keeps one variant selected when all are unticked', async () => {
    fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    renderApp('/importList');
    const editor = await openEditor(user, 'Yoga mat i1');
    await user.click(within(editor).getByRole('tab', { name: 'Variants (2/2)' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Select all variants' }));
    expect(within(editor).getByRole('checkbox', { name: 'Select variant MAT-1' })).toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: 'Select variant MAT-2' })).not.toBeChecked();
    await user.click(within(editor).getByRole('checkbox', { name: 'Select variant MAT-1' }));
    expect(within(editor).getByText('Select at least one variant.')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('picks images and the main one', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    renderApp('/importList');
    const editor = await openEditor(user, 'Yoga mat i1');
    await user.click(within(editor).getByRole('tab', { name: 'Images (3)' }));
    const image = (n: number) => within(editor).getByRole('button', { name: `Image ${n}` });
    expect(image(1)).toHaveAttribute('aria-pressed', 'true');
    await user.click(image(2));
    expect(image(2)).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(editor).getByRole('button', { name: 'Make Image 3 the main image' }));
    expect(within(editor).getByRole('tab', { name: 'Images (2)' })).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved.');
    expect(api.calls('PATCH', '/api/import-list/i1')[0]?.body).toEqual({ images: ['/img/i1-3.svg', '/img/i1-1.svg'] });
    expect(within(await row('Yoga mat i1')).getByRole('img', { name: 'Yoga mat i1' })).toHaveAttribute('src', '/img/i1-3.svg');

    // The last image cannot be left out.
    await user.click(image(3));
    await user.click(image(1));
    expect(image(1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks before closing with unsaved changes', async () => {
    const api = fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    renderApp('/importList');
    const editor = await openEditor(user, 'Yoga mat i1');
    await user.type(within(editor).getByLabelText('Title'), ' XL');
    await user.click(within(editor).getByRole('button', { name: 'Close' }));
    const question = () => screen.queryByText('Discard your changes?', { selector: '.ant-modal-confirm-title' });
    await waitFor(() => expect(question()).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(editor).getByLabelText('Title')).toHaveValue('Yoga mat i1 XL');
    await user.click(within(editor).getByRole('button', { name: 'Close' }));
    // The first question may still be in the page as it closes: answer the newest one.
    const discard = await screen.findAllByRole('button', { name: 'Discard' });
    await user.click(discard.at(-1)!);
    await waitFor(() => noDrawer('Edit: Yoga mat i1'));
    expect(api.calls('PATCH', '/api/import-list/i1')).toHaveLength(0);
  });

  it('asks before Back or a reload loses unsaved edits: leaving goes, staying keeps them', async () => {
    fakeImportListApi({ items: [aDraft('i1')] });
    const user = setup();
    const router = createMemoryRouter(
      [
        { path: '/allProducts', element: <p>Market</p> },
        { path: '/importList', element: <ImportList /> },
      ],
      { initialEntries: ['/allProducts', '/importList'], initialIndex: 1 },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const editor = await openEditor(user, 'Yoga mat i1');
    // Nothing typed yet: Back is not held up.
    const reload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(within(editor).queryByText('Unsaved changes')).toBeNull();
    expect(reload()).toBe(false);
    await user.type(within(editor).getByLabelText('Title'), ' XL');
    expect(reload()).toBe(true);

    await act(() => router.navigate(-1));
    const question = await screen.findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/importList');
    expect(within(editor).getByLabelText('Title')).toHaveValue('Yoga mat i1 XL');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Leave' }).length).toBeGreaterThan(0));
    // The first question may still be in the page as it closes: answer the newest one.
    await user.click(screen.getAllByRole('button', { name: 'Leave' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/allProducts'));
    expect(await screen.findByText('Market')).toBeInTheDocument();
  });

  it('speaks Spanish and Portuguese', async () => {
    fakeImportListApi({ items: [aDraft('i1')] });
    localStorage.setItem('dropport.locale', 'es-ES');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es-ES');
    const user = setup();
    renderApp('/importList');
    const item = await row('Yoga mat i1');
    expect(item).toHaveTextContent('2 de 2 variantes seleccionadas');
    await user.click(within(item).getByRole('button', { name: 'Editar' }));
    const editor = await drawer('Editar: Yoga mat i1');
    await user.click(within(editor).getByRole('tab', { name: 'Variantes (2/2)' }));
    expect(within(editor).getByLabelText('Precio de MAT-1')).toHaveValue('10,99');
    expect(editor).toHaveTextContent('Envío a Estados Unidos');
    await i18n.changeLanguage('pt-BR');
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
