import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const cat = (id: string, parentId: string | null, names: [string, string, string], productCount: number): AdminCategory => ({
  id,
  parentId,
  nameEn: names[0],
  nameEs: names[1],
  namePt: names[2],
  sort: 10,
  depth: parentId ? 2 : 1,
  productCount,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const ITEMS = [
  cat('home-decor', null, ['Home Decor', 'Decoración', 'Decoração'], 0),
  cat('decor-lighting', 'home-decor', ['Lighting', 'Iluminación', 'Iluminação'], 4),
  cat('decor-wall', 'home-decor', ['Wall Art', 'Arte de pared', 'Quadros e arte'], 3),
];

function asAdmin(write: (r: SentRequest) => Reply) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-admin', token: 't' }));
  const me = aUser({ id: 'u-admin', role: 'admin' });
  return mockApi((r) => {
    if (r.url.startsWith('/api/admin/categories') && r.method !== 'GET') return write(r);
    if (r.url === '/api/admin/categories') return { status: 200, data: { items: ITEMS } };
    return consoleReplies(me)(r);
  });
}

// Role queries walk the whole console's accessibility tree, slowly: labels and texts find things directly.
describe('Admin → Categories', () => {
  it('shows the tree in three languages with the products of each branch, and saves an edit', async () => {
    const api = asAdmin((r) => ({ status: 200, data: { ...ITEMS[1], ...r.body } }));
    const user = userEvent.setup();
    renderApp('/admin/categories');
    expect(await screen.findByText('Iluminación')).toBeInTheDocument();
    expect(screen.getByText('Quadros e arte')).toBeInTheDocument();
    // The top row counts its branch: 4 + 3.
    expect(screen.getByText('Decoração').closest('tr')).toHaveTextContent('7');

    await user.click(screen.getByLabelText('Edit Lighting'));
    const spanish = await screen.findByLabelText('Name (Spanish)');
    expect(spanish).toHaveValue('Iluminación');
    await user.clear(spanish);
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Name (Spanish) is required.')).toBeInTheDocument();
    await user.type(spanish, 'Luces');
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Lighting is saved.')).toBeInTheDocument();
    const put = api.sent.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/categories/decor-lighting');
    expect(put?.body).toEqual({ parentId: 'home-decor', nameEn: 'Lighting', nameEs: 'Luces', namePt: 'Iluminação', sort: 10 });
  });

  it("suggests the id from the English name and shows the server's refusal beside it", async () => {
    const api = asAdmin(() => ({
      status: 409,
      data: { code: 'CATEGORY_TAKEN', message: 'A category "pet-supplies" already exists.', params: { id: 'pet-supplies' } },
    }));
    const user = userEvent.setup();
    renderApp('/admin/categories');
    await user.click(await screen.findByText('Add top-level category'));
    await user.type(await screen.findByLabelText('Name (English)'), 'Pet Supplies & Beds');
    expect(screen.getByLabelText('Id')).toHaveValue('pet-supplies-beds');
    await user.clear(screen.getByLabelText('Id'));
    await user.type(screen.getByLabelText('Id'), 'pet-supplies');
    await user.type(screen.getByLabelText('Name (Spanish)'), 'Mascotas');
    await user.type(screen.getByLabelText('Name (Portuguese)'), 'Pets');
    await user.click(screen.getByText('Save'));
    const idItem = screen.getByLabelText('Id').closest('.ant-form-item') as HTMLElement;
    expect(await within(idItem).findByText('A category "pet-supplies" already exists.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST' && r.url === '/api/admin/categories')?.body).toEqual({
      id: 'pet-supplies',
      parentId: null,
      nameEn: 'Pet Supplies & Beds',
      nameEs: 'Mascotas',
      namePt: 'Pets',
      sort: 0,
    });
  });

  it("asks before deleting and shows the server's refusal of a category that is not empty", async () => {
    asAdmin(() => ({
      status: 409,
      data: {
        code: 'CATEGORY_NOT_EMPTY',
        message: 'The category "home-decor" still holds products or subcategories.',
        params: {},
      },
    }));
    const user = userEvent.setup();
    renderApp('/admin/categories');
    await user.click(await screen.findByLabelText('Delete Home Decor'));
    expect(await screen.findByText('Only an empty category can go: one without products or subcategories.')).toBeInTheDocument();
    await user.click(screen.getByText('Delete'));
    expect(await screen.findByText('The category "home-decor" still holds products or subcategories.')).toBeInTheDocument();
    expect(screen.getByText('Decoración')).toBeInTheDocument();
  });
});
