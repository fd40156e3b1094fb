import { beforeAll, expect, it } from 'vitest';
import type { PraiseCard, Upload } from '@dropport/contracts';
import { praiseCardFeeFor } from '../src/modules/praise-card/praise-card.service.js';
import { describeEachEngine, type Seller, type TestServer, type ErrorBody } from './harness.js';

/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

function form(purpose: string, data: Buffer, filename: string, type: string): FormData {
  const fd = new FormData();
  fd.append('purpose', purpose);
  fd.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return fd;
}

describeEachEngine('praise card API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  const upload = (as: Seller, body: FormData, lang = 'en-US') =>
    get().call<Upload & ErrorBody>('POST', '/api/uploads', { as, body, headers: { 'Accept-Language': lang } });
  const design = async (as: Seller, purpose = 'praiseCard') => {
    const res = await upload(as, form(purpose, PNG, 'card.png', 'image/png'));
    expect(res.status).toBe(201);
    return res.body;
  };
  const read = (as: Seller, userId = as.id) =>
    get().call<PraiseCard & ErrorBody>('GET', `/v1/users/${userId}/praiseCard`, { as });
  const save = (as: Seller, json: unknown, userId = as.id, lang = 'en-US') =>
    get().call<PraiseCard & ErrorBody>('POST', `/v1/users/${userId}/praiseCard`, {
      as,
      json,
      headers: { 'Accept-Language': lang },
    });
  const uploadsOf = async (s: TestServer, seller: Seller) =>
    (await s.ctx.db.selectFrom('uploads').select('id').where('user_id', '=', seller.id).execute()).length;

  it('starts off, with no design and the configured fee per parcel', async () => {
    const res = await read(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: false,
      designUploadId: null,
      designUrl: null,
      message: '',
      feeCents: 30,
      updatedAt: null,
    });
  });

  it('takes an uploaded design and a message, turns the card on and reads it back; the design is shown to anyone', async () => {
    const file = await design(alice);
    expect(file).toMatchObject({ purpose: 'praiseCard', mime: 'image/png' });
    const res = await save(alice, { enabled: true, designUploadId: file.id, message: '  Thank you for shopping with us!  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enabled: true,
      designUploadId: file.id,
      designUrl: `/files/${file.id}`,
      message: 'Thank you for shopping with us!',
      feeCents: 30,
    });
    expect(res.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await read(alice)).body).toEqual(res.body);
    const img = await fetch(`${get().url}/files/${file.id}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a design that is too large, a PDF, or a text file named .png, and keeps none of them', async () => {
    const s = get();
    const before = await uploadsOf(s, bob);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(bob, form('praiseCard', big, 'card.png', 'image/png'), 'es-ES');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooBig.body.message).toMatch(/demasiado grande/i);

    const pdf = await upload(bob, form('praiseCard', PDF, 'card.pdf', 'application/pdf'), 'pt-BR');
    expect(pdf.status).toBe(400);
    expect(pdf.body.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(pdf.body.params).toEqual({ allowed: 'png, jpg, webp' });
    expect(pdf.body.message).toContain('png, jpg, webp');

    const fake = await upload(bob, form('praiseCard', Buffer.from('thank you!\n'), 'card.png', 'image/png'));
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await uploadsOf(s, bob)).toBe(before);
  });

  it('refuses to turn the card on without a design, and a message over 300 characters; nothing is saved', async () => {
    const noDesign = await save(bob, { enabled: true, designUploadId: null, message: 'Hi' }, bob.id, 'es-ES');
    expect(noDesign.status).toBe(400);
    expect(noDesign.body.code).toBe('PRAISE_CARD_DESIGN_REQUIRED');
    expect(noDesign.body.message).toContain('diseño');

    const file = await design(bob);
    const long = await save(bob, { enabled: true, designUploadId: file.id, message: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('VALIDATION_FAILED');
    expect(long.body.params).toMatchObject({ field: 'message' });
    expect((await read(bob)).body.updatedAt).toBeNull();

    const exactly = await save(bob, { enabled: false, designUploadId: file.id, message: 'y'.repeat(300) });
    expect(exactly.status).toBe(200);
  });

  it("refuses another seller's upload, an upload of another purpose and an unknown id, with one message", async () => {
    const before = (await read(alice)).body;
    const bobs = await design(bob);
    const avatar = await design(alice, 'avatar');
    for (const designUploadId of [bobs.id, avatar.id, '01J0000000000000000000000Z', 'not-an-id']) {
      const res = await save(alice, { enabled: true, designUploadId, message: 'Stolen' }, alice.id, 'pt-BR');
      expect(res.status, designUploadId).toBe(400);
      expect(res.body.code, designUploadId).toBe('PRAISE_CARD_DESIGN_INVALID');
      expect(res.body.message).toContain('design');
    }
    expect((await read(alice)).body).toEqual(before);
  });

  it("keeps sellers out of each other's card; an admin may read it but not change it", async () => {
    const before = (await read(alice)).body;
    const file = await design(bob);
    expect((await read(bob, alice.id)).status).toBe(403);
    const bobWrites = await save(bob, { enabled: false, designUploadId: file.id, message: 'mine now' }, alice.id);
    expect(bobWrites.status).toBe(403);
    expect(bobWrites.body.code).toBe('FORBIDDEN');

    const adminReads = await read(admin, alice.id);
    expect(adminReads.status).toBe(200);
    expect(adminReads.body).toEqual(before);
    const adminWrites = await save(admin, { enabled: false, designUploadId: null, message: '' }, alice.id);
    expect(adminWrites.status).toBe(403);
    expect((await read(alice)).body).toEqual(before);
  });

  it('refuses a body of the wrong shape and an anonymous caller', async () => {
    const res = await save(bob, { enabled: 'maybe', designUploadId: null, message: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const anon = await get().call('GET', `/v1/users/${bob.id}/praiseCard`);
    expect(anon.status).toBe(401);
  });

  it('charges the fee per parcel only while the card is on (praiseCardFeeFor)', async () => {
    const s = get();
    const carol = await s.seller();
    expect(await praiseCardFeeFor(s.ctx, carol.id)).toBe(0);
    const file = await design(carol);
    await save(carol, { enabled: true, designUploadId: file.id, message: '' });
    expect(await praiseCardFeeFor(s.ctx, carol.id)).toBe(30);
    await s.ctx.db.transaction().execute(async (trx) => {
      expect(await praiseCardFeeFor(s.ctx, carol.id, trx)).toBe(30);
    });
    await save(carol, { enabled: false, designUploadId: file.id, message: '' });
    expect(await praiseCardFeeFor(s.ctx, carol.id)).toBe(0);
  });
});

describeEachEngine(
  'praise card fee from configuration',
  (get) => {
    it('shows and charges the configured fee', async () => {
      const s = get();
      const dan = await s.seller();
      expect((await s.call<PraiseCard>('GET', `/v1/users/${dan.id}/praiseCard`, { as: dan })).body.feeCents).toBe(45);
      const fd = form('praiseCard', PNG, 'card.png', 'image/png');
      const file = (await s.call<Upload>('POST', '/api/uploads', { as: dan, body: fd })).body;
      await s.call('POST', `/v1/users/${dan.id}/praiseCard`, { as: dan, json: { enabled: true, designUploadId: file.id } });
      expect(await praiseCardFeeFor(s.ctx, dan.id)).toBe(45);
    });
  },
  { PRAISE_CARD_FEE_CENTS: '45' },
);
