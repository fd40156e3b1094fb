import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** A raw GET (fetch would decode the body and hide what was on the wire). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('serving the built console', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let s: TestServer;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const file = path.join(dist, 'assets', 'app-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    s = await startServer('sqlite', { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed brotli or gzip file to browsers that accept it, cached for a year', async () => {
    const br = await rawGet(`${s.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawGet(`${s.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await rawGet(`${s.url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers console paths with the page and API paths with a JSON 404', async () => {
    const page = await rawGet(`${s.url}/orders/shipped?page=2`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('id="root"');
    const api = await rawGet(`${s.url}/v1/no-such-call`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("limits the API per address, but not the console's own files", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await rawGet(`${s.url}/assets/app-abc123.js`)).status).toBe(200);
      expect((await rawGet(`${s.url}/orders`)).status).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 8; i++) api.push((await rawGet(`${s.url}/api/notifications/unread-count`)).status);
    expect(api).toContain(429);
  });
});
