import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { aStore } from '../test/fake-stores-api';
import { AdminUserStores } from './admin-user-stores';

describe("the admin's read-only view of a seller's stores", () => {
  it('lists the stores with their status, and offers no action', async () => {
    const api = mockApi((r) =>
      r.url === '/api/admin/users/u-42/stores'
        ? { status: 200, data: { items: [aStore({ status: 'uninstalled', name: 'Porto Prints' })] } }
        : undefined,
    );
    render(
      <Providers>
        <AdminUserStores userId="u-42" />
      </Providers>,
    );
    expect(await screen.findByText('Porto Prints')).toBeInTheDocument();
    expect(screen.getByText('Uninstalled in Shopify')).toBeInTheDocument();
    expect(screen.queryByText('Unlink')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
    expect(api.sent.map((r) => r.url)).toEqual(['/api/admin/users/u-42/stores']);
  });

  it('says when the seller has no store', async () => {
    mockApi(() => ({ status: 200, data: { items: [] } }));
    render(
      <Providers>
        <AdminUserStores userId="u-43" />
      </Providers>,
    );
    expect(await screen.findByText('This seller has not linked any store.')).toBeInTheDocument();
  });
});
