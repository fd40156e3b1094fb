import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct, AdminProductRow, CatalogueImportDetail, CatalogueLookups } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const row = (over: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: 41,
  title: 'Enamel camping mug',
  image: null,
  status: 'active',
  visibility: 'public',
  costMin: 450,
  costMax: 475,
  stock: 13,
  variantCount: 2,
  categoryId: 'home-kitchen',
  categoryName: 'Kitchen',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const lookups: CatalogueLookups = {
  suppliers: [{ id: 3, name: 'Pearl Bright Co.', countryCode: 'CN' }],
  warehouses: [{ code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN' }],
  templates: [{ id: 2, name: 'China small parcel' }],
  categories: [
    { id: 'home', parentId: null, name: 'Home' },
    { id: 'home-kitchen', parentId: 'home', name: 'Kitchen' },
  ],
};

const product: AdminProduct = {
  id: 41,
  supplierId: 3,
  categoryId: 'home-kitchen',
  title: 'Enamel camping mug',
  description: 'A mug.',
  images: [],
  attributes: [],
  tags: [],
  options: [{ name: 'Color', values: ['Red', 'Blue'] }],
  weightG: 300,
  lengthMm: 0,
  widthMm: 0,
  heightMm: 0,
  warehouseCode: 'CN-SZ',
  templateId: 2,
  status: 'active',
  visibility: 'public',
  listed: true,
  variants: [
    { id: 7, sku: 'MUG-RED', options: { Color: 'Red' }, costCents: 450, stock: 10, weightG: 300, image: null },
    { id: 8, sku: 'MUG-BLUE', options: { Color: 'Blue' }, costCents: 475, stock: 3, weightG: 300, image: null },
  ],
  costMin: 450,
  costMax: 475,
  stock: 13,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function asAdmin(route: (r: SentRequest) => Reply | undefined) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-admin', token: 't' }));
  return mockApi((r) => route(r) ?? consoleReplies(aUser({ id: 'u-admin', role: 'admin' }))(r));
}

describe('Admin → Products', () => {
  it('lists products and switches one off, telling the admin it left the market', async () => {
    let status: AdminProductRow['status'] = 'active';
    const api = asAdmin((r) => {
      if (r.url === '/api/admin/catalogue/products') return { status: 200, data: { items: [row({ status })], nextCursor: null } };
      if (r.url === '/api/admin/catalogue/products/41/status') {
        status = r.body.status as AdminProductRow['status'];
        return { status: 200, data: { ...product, status, listed: false } };
      }
      return undefined;
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/products');
    const title = await screen.findByText('Enamel camping mug');
    const tr = title.closest('tr') as HTMLElement;
    expect(within(tr).getByText('$4.50 – $4.75')).toBeInTheDocument();
    await user.click(within(tr).getByRole('switch', { name: 'Active: Enamel camping mug', hidden: true }));
    expect(await screen.findByText('The product is inactive: it has left the market.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.url.endsWith('/status'))?.body).toEqual({ status: 'inactive' });
  });
});

describe('Admin → Products → editor', () => {
  it('sends the costs as integer cents and shows a taken SKU beside its cell', async () => {
    const api = asAdmin((r) => {
      if (r.url === '/api/admin/catalogue/lookups') return { status: 200, data: lookups };
      if (r.url === '/api/admin/catalogue/products/41' && r.method === 'GET') return { status: 200, data: product };
      if (r.url === '/api/admin/catalogue/products/41' && r.method === 'PUT')
        return {
          status: 409,
          data: {
            code: 'SKU_TAKEN',
            message: 'The SKU "MUG-BLUE" is already used by another variant.',
            params: { sku: 'MUG-BLUE' },
          },
        };
      return undefined;
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/products/41');
    const cost = await screen.findByLabelText('Cost of Blue');
    expect(cost).toHaveValue('4.75');
    await user.clear(cost);
    await user.type(cost, '0.29');
    fireEvent.submit(screen.getByRole('button', { name: 'Save changes', hidden: true }).closest('form')!);
    const sku = screen.getByLabelText('SKU of Blue');
    await waitFor(() =>
      expect(sku.closest('.ant-form-item')).toHaveTextContent('The SKU "MUG-BLUE" is already used by another variant.'),
    );
    const sent = api.sent.find((r) => r.method === 'PUT')?.body as {
      variants: { sku: string; costCents: number; options: object }[];
    };
    expect(sent.variants).toEqual([
      expect.objectContaining({ sku: 'MUG-RED', costCents: 450, options: { Color: 'Red' } }),
      expect.objectContaining({ sku: 'MUG-BLUE', costCents: 29, options: { Color: 'Blue' } }),
    ]);
  });
});

describe('Admin → Product imports', () => {
  it('follows an uploaded file until it fails, then lists each problem with its row and column', async () => {
    const base: CatalogueImportDetail = {
      id: '01JIMPORT0000000000000000A',
      fileName: 'spring.csv',
      status: 'queued',
      totalRows: 0,
      processedRows: 0,
      progress: 0,
      importedProducts: 0,
      errorCount: 0,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      finishedAt: null,
      errors: [],
    };
    let polls = 0;
    asAdmin((r) => {
      if (r.url === '/api/admin/catalogue/imports' && r.method === 'POST') return { status: 202, data: base };
      if (r.url === '/api/admin/catalogue/imports') return { status: 200, data: { items: [], nextCursor: null } };
      if (r.url === `/api/admin/catalogue/imports/${base.id}`) {
        polls++;
        if (polls === 1)
          return { status: 200, data: { ...base, status: 'validating', totalRows: 40, processedRows: 20, progress: 50 } };
        return {
          status: 200,
          data: {
            ...base,
            status: 'failed',
            totalRows: 40,
            processedRows: 40,
            progress: 100,
            errorCount: 1,
            errors: [{ row: 7, column: 'cost', message: 'Enter an amount in dollars above 0.' }],
          },
        };
      }
      return undefined;
    });
    renderApp('/admin/imports');
    const input = (await screen.findByText('Click or drag a CSV or Excel (.xlsx) file here'))
      .closest('.ant-upload')!
      .querySelector('input[type=file]')!;
    expect(input.getAttribute('accept')?.split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx']));
    fireEvent.change(input, { target: { files: [new File(['handle\n'], 'spring.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Checking rows: 20 of 40')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress', hidden: true })).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText('Nothing was imported: 1 problem found', {}, { timeout: 4000 })).toBeInTheDocument();
    const problem = screen.getByText('Enter an amount in dollars above 0.').closest('tr') as HTMLElement;
    expect(within(problem).getByText('7')).toBeInTheDocument();
    expect(within(problem).getByText('cost')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download error report', hidden: true })).toBeInTheDocument();
  });
});
