import { expect, it } from 'vitest';
import { describeEachEngine, uniqueEmail } from './harness.js';

const wrongLogin = () => ({ username: uniqueEmail('nobody'), password: 'Not-The-Password-1' });

describeEachEngine(
  'platform',
  (get) => {
    it('answers liveness and readiness', async () => {
      const s = get();
      const health = await s.call('GET', '/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      const ready = await s.call('GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', database: s.engine });
    });

    it('publishes an OpenAPI 3 description of the API and its reference page', async () => {
      const s = get();
      const res = await s.call<{ openapi: string; paths: Record<string, unknown> }>('GET', '/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const paths = Object.keys(res.body.paths);
      expect(paths).toEqual(
        expect.arrayContaining(['/v1/users/loginByPwd', '/v1/users/regByPwd', '/api/notifications', '/api/uploads', '/healthz']),
      );
      expect(paths).not.toContain('/openapi.json');

      const docs = await fetch(`${s.url}/docs`);
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await docs.text()).toMatch(/<html[\s\S]*swagger/i);
    });

    it('sends security headers and a request id, echoing a valid given one', async () => {
      const s = get();
      const res = await s.call('GET', '/healthz');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      const given = await s.call('GET', '/healthz', { headers: { 'x-request-id': 'trace-0123456789' } });
      expect(given.headers.get('x-request-id')).toBe('trace-0123456789');
      const bad = await s.call('GET', '/healthz', { headers: { 'x-request-id': 'no spaces <allowed>' } });
      expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      // Errors carry them too.
      const err = await s.call('GET', '/api/nope', { headers: { 'x-request-id': 'trace-err-12345678' } });
      expect(err.headers.get('x-request-id')).toBe('trace-err-12345678');
      expect(err.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it("says where a response's time went: database time and query count, and the whole time", async () => {
      const s = get();
      const seller = await s.seller();
      const res = await s.call('POST', `/v1/users/${seller.id}/profile`, { as: seller, form: { job: 'owner' } });
      expect(res.status).toBe(200);
      const timing = res.headers.get('server-timing') ?? '';
      const [, db, queries, app] = /^db;dur=([\d.]+);desc="(\d+) queries", app;dur=([\d.]+)$/.exec(timing) ?? [];
      expect(Number(queries), timing).toBeGreaterThan(0);
      expect(Number(app)).toBeGreaterThanOrEqual(Number(db));
      // A request that never reaches the database says so.
      expect((await s.call('GET', '/healthz')).headers.get('server-timing')).toMatch(/^db;dur=0\.0;desc="0 queries"/);
    });

    it('answers an unknown API path with a 404 error body', async () => {
      const res = await get().call('GET', '/api/nope');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Nothing was found here.', params: {} });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('refuses a JSON body over BODY_LIMIT_BYTES with 413', async () => {
      const res = await get().call('POST', '/v1/users/loginByPwd', {
        json: { username: 'someone@example.com', password: 'x'.repeat(100), padding: 'y'.repeat(4000) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', params: { limitBytes: 2048 } });
    });

    it('refuses malformed JSON with 400 VALIDATION_FAILED', async () => {
      const res = await get().call('POST', '/v1/users/loginByPwd', {
        headers: { 'content-type': 'application/json' },
        body: '{"username": "a@b.co", "password": ',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'body' } });
    });

    it('accepts the same call form-encoded and as JSON', async () => {
      const s = get();
      const form = await s.call('POST', '/v1/users/loginByPwd', { form: wrongLogin() });
      const json = await s.call('POST', '/v1/users/loginByPwd', { json: wrongLogin() });
      for (const res of [form, json]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'LOGIN_FAILED', message: 'Login error, refresh and try again' });
      }
      // And a right one works both ways.
      const seller = await s.seller();
      const ok = await s.call('POST', '/v1/users/loginByPwd', { json: { username: seller.email, password: seller.password } });
      expect(ok.status).toBe(200);
    });

    it('localizes messages by Accept-Language', async () => {
      const s = get();
      const login = (lang: string) =>
        s.call('POST', '/v1/users/loginByPwd', { form: wrongLogin(), headers: { 'accept-language': lang } });
      expect((await login('es')).body).toMatchObject({
        code: 'LOGIN_FAILED',
        message: 'Error de inicio de sesión, actualiza e inténtalo de nuevo',
      });
      expect((await login('pt-BR,pt;q=0.9,en;q=0.8')).body).toMatchObject({
        code: 'LOGIN_FAILED',
        message: 'Erro de login, atualize e tente novamente',
      });
      expect((await login('fr-FR')).body).toMatchObject({ message: 'Login error, refresh and try again' });

      const notFound = await s.call('GET', '/api/nope', { headers: { 'accept-language': 'es-MX' } });
      expect(notFound.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((notFound.body as { message: string }).message).not.toBe('Nothing was found here.');
    });

    it('refuses a malformed Authorization header on a protected route', async () => {
      const s = get();
      for (const raw of [
        'Basic garbage',
        'Bearer abc.def',
        'Basic ' + Buffer.from('dropport-console:wrong').toString('base64'),
      ]) {
        const res = await s.call('GET', '/api/notifications/unread-count', { as: { raw } });
        expect(res.status, raw).toBe(401);
        expect(res.body).toMatchObject({ code: 'AUTH_REQUIRED' });
      }
    });
  },
  { BODY_LIMIT_BYTES: '2048' },
);

describeEachEngine(
  'global rate limit',
  (get) => {
    it('answers 429 TOO_MANY_REQUESTS with retry-after past the per-IP limit, and keeps health checks open', async () => {
      const s = get();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await s.call('GET', '/api/notifications/unread-count')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);

      const res = await s.call<{ code: string; message: string; params: { retryAfter: number } }>('GET', '/openapi.json');
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('TOO_MANY_REQUESTS');
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.body.params.retryAfter).toBe(retryAfter);
      expect(res.body.message).toContain(`${retryAfter} seconds`);

      expect((await s.call('GET', '/healthz')).status).toBe(200);
      expect((await s.call('GET', '/readyz')).status).toBe(200);
    });
  },
  { RATE_LIMIT_PER_MINUTE: '5' },
);
