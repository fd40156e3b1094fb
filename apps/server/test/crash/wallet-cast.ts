import type { OutboxMessage, Recharge, Upload } from '@dropport/contracts';
import { GOOD_PASSWORD, uniqueEmail, type Credential } from '../harness.js';
import { call } from './server-process.js';

const ok = <T>(what: string, res: { status: number; body: T }, status: number): T => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** Signs in through the API (a fresh account has no failures, so no emailed proof is asked for). */
export async function signIn(url: string, email: string): Promise<Credential> {
  const res = await call<{ id: string; session: { token: string } }>(url, 'POST', '/v1/users/loginByPwd', {
    form: { username: email, password: GOOD_PASSWORD },
  });
  const body = ok('sign in', res, 200);
  return { id: body.id, token: body.session.token };
}

/** A seller signed up and verified through the API (the code read from the admin's outbox), so they may recharge. */
export async function verifiedSeller(url: string, admin: Credential): Promise<Credential> {
  const email = uniqueEmail();
  const reg = ok(
    'sign up',
    await call<{ id: string; session: { token: string } }>(url, 'POST', '/v1/users/regByPwd', {
      form: { email, password: GOOD_PASSWORD },
    }),
    201,
  );
  const seller = { id: reg.id, token: reg.session.token };
  const sent = ok(
    'outbox',
    await call<{ items: OutboxMessage[] }>(url, 'GET', `/api/admin/outbox?to=${encodeURIComponent(email)}`, { as: admin }),
    200,
  );
  const code = sent.items.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  ok('verify', await call(url, 'POST', `/v1/users/${seller.id}/verifyEmail`, { as: seller, form: { code } }), 200);
  return seller;
}

export interface PendingTransfer {
  id: string;
  reference: string;
  amountCents: number;
}

/** Bank transfer recharges the seller has confirmed, each waiting for an admin's approval. */
export async function pendingTransfers(url: string, seller: Credential, amounts: number[]): Promise<PendingTransfer[]> {
  const fd = new FormData();
  fd.append('purpose', 'document');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  fd.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'transfer.pdf');
  const proof = ok('upload', await call<Upload>(url, 'POST', '/api/uploads', { as: seller, multipart: fd }), 201);
  const out: PendingTransfer[] = [];
  for (const amountCents of amounts) {
    const r = ok(
      'recharge',
      await call<Recharge>(url, 'POST', '/api/wallet/recharges', { as: seller, json: { method: 'bank', amountCents } }),
      201,
    );
    ok(
      'confirm',
      await call<Recharge>(url, 'POST', `/api/wallet/recharges/${r.id}/confirm`, {
        as: seller,
        json: {
          transferDate: new Date().toISOString().slice(0, 10),
          amountCents,
          payerName: 'Crash Test',
          proofFileId: proof.id,
        },
      }),
      200,
    );
    out.push({ id: r.id, reference: r.reference, amountCents });
  }
  return out;
}
