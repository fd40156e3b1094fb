import type { AdminSourcingRequest, SourcingDetail, SourcingRequest } from '@dropport/contracts';

/** A sourcing request as the API answers it; pending by a link unless told otherwise. */
export function aRequest(overrides: Partial<SourcingRequest> = {}): SourcingRequest {
  return {
    id: '01HZZZZZZZZZZZZZZZZZZZZZZ1',
    userId: 'u-seller',
    productUrl: 'https://supplier.example/item/desk-lamp',
    description: null,
    images: [],
    targetCostCents: 450,
    quantity: 200,
    shipToCountry: null,
    status: 'pending',
    quoteCents: null,
    product: null,
    declineReason: null,
    answeredAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const withSeller = (r: SourcingRequest, sellerEmail = 'sam@shop.example'): AdminSourcingRequest => ({ ...r, sellerEmail });

/** The request with a history that matches its status. */
export function aDetail(r: SourcingRequest): SourcingDetail {
  const events: SourcingDetail['events'] = [
    { id: 'e1', from: null, to: 'pending', by: 'seller', note: '', createdAt: r.createdAt },
  ];
  if (r.status !== 'pending' && r.status !== 'cancelled')
    events.push({ id: 'e2', from: 'pending', to: 'processing', by: 'team', note: '', createdAt: r.updatedAt });
  if (r.status === 'quoted' || r.status === 'declined' || r.status === 'cancelled')
    events.push({
      id: 'e3',
      from: r.status === 'cancelled' ? 'pending' : 'processing',
      to: r.status,
      by: r.status === 'cancelled' ? 'seller' : 'team',
      note: r.declineReason ?? '',
      createdAt: r.updatedAt,
    });
  return { ...r, events };
}
