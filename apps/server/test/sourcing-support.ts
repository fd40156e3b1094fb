import { expect } from 'vitest';
import type { SourcingDetail, SourcingPage, Upload } from '@dropport/contracts';
import type { ErrorBody, Seller, TestServer } from './harness.js';

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

export type Detail = SourcingDetail & ErrorBody;

/** The calls of a sourcing test, bound to one engine's server. */
export function sourcingApi(get: () => TestServer) {
  const create = (as: Seller, body: Record<string, unknown>, opts: { userId?: string; form?: boolean; lang?: string } = {}) =>
    get().call<Detail>('POST', `/v1/users/${opts.userId ?? as.id}/source`, {
      as,
      headers: { 'Accept-Language': opts.lang ?? 'en-US' },
      ...(opts.form ? { form: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) } : { json: body }),
    });
  const list = (as: Seller, query = '', userId = as.id) =>
    get().call<SourcingPage & ErrorBody>('GET', `/v1/users/${userId}/source${query}`, { as });
  const one = (as: Seller, id: string, userId = as.id) => get().call<Detail>('GET', `/v1/users/${userId}/source/${id}`, { as });
  const cancel = (as: Seller, id: string, userId = as.id) =>
    get().call<Detail>('POST', `/v1/users/${userId}/source/${id}/cancel`, { as });
  const admin = (as: Seller, id: string, action: 'take' | 'quote' | 'decline', json?: unknown) =>
    get().call<Detail>('POST', `/api/admin/sourcing/${id}/${action}`, { as, ...(json === undefined ? {} : { json }) });
  const upload = async (as: Seller, purpose = 'image') => {
    const fd = new FormData();
    fd.append('purpose', purpose);
    fd.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'sample.png');
    const res = await get().call<Upload>('POST', '/api/uploads', { as, body: fd });
    expect(res.status).toBe(201);
    return res.body;
  };
  /** A new pending request of the seller, by a link. */
  const pending = async (as: Seller, note = 'lamp') => {
    const res = await create(as, { productUrl: `https://supplier.example/item/${note}`, targetCostCents: 500, quantity: 10 });
    expect(res.status).toBe(201);
    return res.body;
  };
  return { create, list, one, cancel, admin, upload, pending };
}
