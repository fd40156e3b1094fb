import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { AdminUserReferral } from './admin-user-referral';

/** The card on a page of its own (its referrer is a link). */
function renderCard(userId: string) {
  const router = createMemoryRouter([{ path: '/', element: <AdminUserReferral userId={userId} /> }]);
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the admin's view of a seller's referral attribution", () => {
  it('names the referrer, links to them among the referrers, and says what the seller earned them', async () => {
    const api = mockApi((r) =>
      r.url === '/api/admin/referral/attribution/u-42'
        ? {
            status: 200,
            data: {
              userId: 'u-42',
              referrer: { userId: 'u-7', email: 'ana@shop.example', inviteCode: 'AB12CD34' },
              windowEndsAt: '2027-11-28T10:00:00.000Z',
              commissions: 3,
              commissionCents: 4_530,
            },
          }
        : undefined,
    );
    renderCard('u-42');
    const link = await screen.findByRole('link', { name: 'ana@shop.example' });
    expect(link).toHaveAttribute('href', '/admin/referral?q=ana%40shop.example');
    expect(screen.getByText('· AB12CD34')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('$45.30')).toBeInTheDocument();
    expect(api.sent.map((r) => r.url)).toEqual(['/api/admin/referral/attribution/u-42']);
  });

  it('says when the seller signed up without an invite code', async () => {
    mockApi(() => ({
      status: 200,
      data: { userId: 'u-43', referrer: null, windowEndsAt: null, commissions: 0, commissionCents: 0 },
    }));
    renderCard('u-43');
    expect(await screen.findByText('Signed up without an invite code.')).toBeInTheDocument();
  });
});
