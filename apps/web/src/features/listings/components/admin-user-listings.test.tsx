import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { aListing } from '../test/fake-listings-api';
import { AdminUserListings } from './admin-user-listings';

describe("the admin's read-only view of a seller's listings", () => {
  it('lists the listings with status and store, and offers no action', async () => {
    const api = mockApi((r) =>
      r.url === '/api/admin/users/u-42/listings'
        ? { status: 200, data: { items: [aListing('L1', { status: 'removed' })], nextCursor: null } }
        : undefined,
    );
    render(
      <Providers>
        <AdminUserListings userId="u-42" />
      </Providers>,
    );
    expect(await screen.findByText('Linen towel L1')).toBeInTheDocument();
    expect(screen.getByText('Deleted in store')).toBeInTheDocument();
    expect(screen.queryByText('Actions')).toBeNull();
    expect(screen.queryByText('Unlist')).toBeNull();
    expect(api.sent.map((r) => r.url)).toEqual(['/api/admin/users/u-42/listings']);
  });

  it('says when the seller pushed nothing', async () => {
    mockApi(() => ({ status: 200, data: { items: [], nextCursor: null } }));
    render(
      <Providers>
        <AdminUserListings userId="u-43" />
      </Providers>,
    );
    expect(await screen.findByText('This seller has not pushed any product.')).toBeInTheDocument();
  });
});
