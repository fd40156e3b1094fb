import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { describeEachEngine, type Seller, type TestServer } from './harness.js';

/** CRC-32 as PNG chunks use it. */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid width x height RGB PNG (opaque red); `noise` pads it with incompressible pixels to grow the file. */
function png(width = 1, height = 1, noise = false): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * (1 + width * 3) + 1 + x * 3;
      if (noise) raw.set([(x * 151 + y * 7919) % 251, (x * 31 + y * 17) % 253, (x * y + 11) % 241], o);
      else raw.set([255, 0, 0], o);
    }
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

function form(purpose: string | undefined, data: Buffer, filename: string, type = 'application/octet-stream'): FormData {
  const fd = new FormData();
  if (purpose !== undefined) fd.append('purpose', purpose);
  fd.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return fd;
}

interface UploadBody {
  id: string;
  purpose: string;
  mime: string;
  size: number;
  name: string;
  url: string;
  createdAt: string;
}

const upload = (s: TestServer, as: Seller, fd: FormData) => s.call<UploadBody>('POST', '/api/uploads', { as, body: fd });

/** A plain GET with no Authorization header at all, as an <img> tag would send. */
async function download(s: TestServer, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.url + url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

const BOUNDARY = 'dropport-test-boundary';

/** The start of a multipart body up to a file's first byte, with a purpose field before the file. */
const partHeader = (purpose: string, filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );

/** Sends a multipart body in the given pieces, each written after a pause so that the server reads it on its own. */
function rawMultipart(s: TestServer, as: Seller, pieces: Buffer[]): Promise<{ status: number; body: string }> {
  const length = pieces.reduce((n, p) => n + p.length, 0);
  return new Promise((resolve, reject) => {
    const req = http.request(`${s.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...auth(as),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    void (async () => {
      for (const p of pieces) {
        req.write(p);
        await new Promise((r) => setTimeout(r, 60));
      }
      req.end();
    })();
  });
}

const auth = (c: Seller) => ({ authorization: `Basic ${Buffer.from(`${c.id}:${c.token}`).toString('base64')}` });

describeEachEngine('uploads', (get) => {
  let alice: Seller;
  let bob: Seller;

  beforeAll(async () => {
    alice = await get().seller();
    bob = await get().seller();
  });

  it('stores a PNG avatar and serves the same bytes to anyone with the link', async () => {
    const s = get();
    const image = png();
    const res = await upload(s, alice, form('avatar', image, 'me.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ purpose: 'avatar', mime: 'image/png', size: image.length, name: 'me.png' });
    expect(res.body.url).toBe(`/files/${res.body.id}`);
    expect(res.body.id).toMatch(/^[0-9A-Z]{26}$/);

    const file = await download(s, res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/png/);
    expect(file.bytes.equals(image)).toBe(true);

    const row = await s.ctx.db.selectFrom('uploads').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: alice.id, purpose: 'avatar', size: image.length });
  });

  it('judges the type by content, not by name: text named .png is refused', async () => {
    const s = get();
    const res = await upload(s, alice, form('avatar', Buffer.from('just some text, honestly\n'), 'photo.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });

    // A PDF is a document, not an avatar.
    const pdfAsAvatar = await upload(s, alice, form('avatar', PDF, 'doc.pdf', 'application/pdf'));
    expect(pdfAsAvatar.status).toBe(400);
    expect(pdfAsAvatar.body).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
  });

  it('refuses an unknown purpose', async () => {
    const res = await upload(get(), alice, form('bogus', png(), 'a.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'purpose' } });
  });

  it('refuses a request without a file', async () => {
    const fd = new FormData();
    fd.append('purpose', 'avatar');
    const res = await upload(get(), alice, fd);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UPLOAD_MISSING' });
  });

  it('keeps a document private to its owner and admins', async () => {
    const s = get();
    const res = await upload(s, alice, form('document', PDF, 'invoice.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ purpose: 'document', mime: 'application/pdf' });

    const owner = await download(s, res.body.url, auth(alice));
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(owner.headers.get('content-disposition')).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
    expect(owner.bytes.equals(PDF)).toBe(true);

    const admin = await download(s, res.body.url, auth(await s.admin()));
    expect(admin.status).toBe(200);
    expect(admin.bytes.equals(PDF)).toBe(true);

    const other = await download(s, res.body.url, auth(bob));
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString())).toMatchObject({ code: 'NOT_FOUND' });
    expect((await download(s, res.body.url)).status).toBe(404);
  });

  it('requires a session to upload', async () => {
    const s = get();
    const res = await s.call('POST', '/api/uploads', { body: form('avatar', png(), 'a.png') });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'AUTH_REQUIRED' });
    const count = await s.ctx.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2); // the avatar and the document above
  });

  it('keeps any file name, cleaned of control characters, and serves it under its exact name with an ASCII fallback', async () => {
    const s = get();
    const names: [string, string][] = [
      ['счёт-фактура.pdf', 'счёт-фактура.pdf'],
      ['发票 2026.pdf', '发票 2026.pdf'],
      ['receipt 🧾.pdf', 'receipt 🧾.pdf'],
      ['tab\there\u0001\u0000.pdf', 'tabhere.pdf'],
      ['evil\u202Efdp.exe', 'evilfdp.exe'],
      // The multipart reader keeps a path's last part, as browsers send it.
      ['C:\\Users\\ann\\invoice.pdf', 'invoice.pdf'],
    ];
    for (const [given, kept] of names) {
      const res = await upload(s, alice, form('document', PDF, given, 'application/pdf'));
      expect(res.status, given).toBe(201);
      expect(res.body.name, given).toBe(kept);
      const file = await download(s, res.body.url, auth(alice));
      expect(file.status, given).toBe(200);
      const header = file.headers.get('content-disposition') ?? '';
      const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
      expect(ascii, given).toMatch(/^[\x20-\x7e]+$/);
      expect(decodeURIComponent(/filename\*=UTF-8''(\S+)/.exec(header)?.[1] ?? ''), given).toBe(kept);
    }
  });

  it('answers 404 for an unknown file', async () => {
    const res = await download(get(), `/files/${newId()}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.bytes.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets stores embed product images and art from another origin, while private files stay same-origin', async () => {
    const s = get();
    // A product picture pushed to a store is shown by the store's own pages and admin, on another origin.
    const image = await upload(s, alice, form('image', png(), 'mat.png', 'image/png'));
    expect(image.status).toBe(201);
    const picture = await download(s, image.body.url, { origin: 'https://shop.example' });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const art = await download(s, '/api/art/3/120/yoga-mat.svg', { origin: 'https://shop.example' });
    expect(art.status).toBe(200);
    expect(art.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    // A bank proof is an image too, but it is only for its owner and admins.
    const proof = await upload(s, alice, form('document', png(), 'proof.png', 'image/png'));
    expect(proof.status).toBe(201);
    const own = await download(s, proof.body.url, auth(alice));
    expect(own.status).toBe(200);
    expect(own.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // The API's own answers keep the default too.
    const me = await fetch(`${s.url}/api/market/warehouses`, { headers: auth(alice) });
    expect(me.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describeEachEngine(
  'uploads over the size limit',
  (get) => {
    it('refuses a file over UPLOAD_MAX_BYTES with 413 and stores nothing', async () => {
      const s = get();
      const seller = await s.seller();
      const big = png(40, 40, true);
      expect(big.length).toBeGreaterThan(4096);

      const res = await upload(s, seller, form('image', big, 'big.png', 'image/png'));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', params: { limitBytes: 2048 } });

      const rows = await s.ctx.db.selectFrom('uploads').selectAll().execute();
      expect(rows).toEqual([]);
      expect(filesUnder(s.config.UPLOAD_DIR)).toEqual([]);

      // Under the limit still works.
      const small = await upload(s, seller, form('image', png(), 'small.png', 'image/png'));
      expect(small.status).toBe(201);
      expect(filesUnder(s.config.UPLOAD_DIR)).toHaveLength(1);
    });

    it('never keeps a file cut at the limit, even when a chunk ends exactly there', async () => {
      const s = get();
      const seller = await s.seller();
      const before = filesUnder(s.config.UPLOAD_DIR).length;
      // A JPEG-looking file of exactly the limit arrives first, the rest of it after a pause: the cut lands between.
      const head = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2048 - 3, 0x61)]);
      for (const rest of [1, 100, 5000]) {
        const res = await rawMultipart(s, seller, [
          Buffer.concat([partHeader('image', 'cut.jpg'), head]),
          Buffer.concat([Buffer.alloc(rest, 0x62), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
        ]);
        expect(res.status, `${rest} bytes over`).toBe(413);
      }
      expect(filesUnder(s.config.UPLOAD_DIR)).toHaveLength(before);
    });

    it('answers 400 to a multipart body that is cut off, and stores nothing', async () => {
      const s = get();
      const seller = await s.seller();
      const before = filesUnder(s.config.UPLOAD_DIR).length;
      const cut = Buffer.concat([partHeader('image', 'half.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0x61])]);
      const res = await rawMultipart(s, seller, [cut]);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(filesUnder(s.config.UPLOAD_DIR)).toHaveLength(before);
    });
  },
  { UPLOAD_MAX_BYTES: '2048' },
);

describeEachEngine('uploads over the default 5 MB limit', (get) => {
  it('answers a transfer proof over the limit with 413 naming "5 MB" in the caller\'s language', async () => {
    const s = get();
    const seller = await s.seller();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const expected = {
      'en-US': 'Too large: at most 5 MB.',
      'es-ES': 'Es demasiado grande: como máximo 5 MB.',
      'pt-BR': 'É grande demais: no máximo 5 MB.',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await s.call<{ code: string; message: string }>('POST', '/api/uploads', {
        as: seller,
        body: form('document', big, 'receipt.pdf', 'application/pdf'),
        headers: { 'accept-language': locale },
      });
      expect(res.status, locale).toBe(413);
      expect(res.body, locale).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message, params: { limitBytes: 5 * 1024 * 1024 } });
    }
    expect(await s.ctx.db.selectFrom('uploads').selectAll().execute()).toEqual([]);
  });
});
