import { afterEach, describe, expect, it } from 'vitest';
import { waitAfter } from '../src/modules/users/login-limits.js';
import { describeEachEngine, uniqueEmail, type Res, type Seller, type TestServer } from './harness.js';

type ErrBody = { code: string; message: string; params: Record<string, unknown> };
type Answer = ErrBody & {
  id?: string;
  session?: { token: string };
  device?: string;
  emailCodeRequired?: true;
  twoFactorRequired?: true;
  challenge?: string;
  expiresInSeconds?: number;
};

const SIGN_IN_SUBJECT = 'Your Dropport sign-in code';
const MINUTE = 60_000;

let lastOctet = 0;
/** An address no other test here uses (the server trusts X-Forwarded-For in this suite). */
const newAddress = () => {
  lastOctet++;
  return `10.${Math.floor(lastOctet / 250)}.${lastOctet % 250}.7`;
};

/** Moves the server's clock (ctx.now) forward; time keeps running underneath, so ids stay in order. */
function clockOf(s: TestServer) {
  let offset = 0;
  s.ctx.now = () => Date.now() + offset;
  return { advance: (ms: number) => (offset += ms) };
}

const signIn = (s: TestServer, email: string, password: string, ip: string, device?: string) =>
  s.call<Answer>('POST', '/v1/users/loginByPwd', {
    form: { username: email, password, ...(device ? { device } : {}) },
    headers: { 'x-forwarded-for': ip },
  });

const byCode = (s: TestServer, challenge: string | undefined, code: string, ip: string) =>
  s.call<Answer>('POST', '/v1/users/loginByEmailCode', { json: { challenge, code }, headers: { 'x-forwarded-for': ip } });

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signInCodesSent(s: TestServer, email: string): Promise<number> {
  const rows = await s.ctx.db
    .selectFrom('outbox')
    .select('id')
    .where('recipient', '=', email)
    .where('subject', '=', SIGN_IN_SUBJECT)
    .execute();
  return rows.length;
}

/** A stranger tries `count` wrong passwords, each from another address: the account's limit, no address's. */
async function spreadAttack(s: TestServer, email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const r = await signIn(s, email, `Wrong-Guess-${i}`, newAddress());
    expect(r.body.code, `guess ${i + 1}`).toBe('LOGIN_FAILED');
  }
}

/** The owner's first sign-in from home, before any attack: the browser becomes a known device. */
async function knownDevice(s: TestServer, seller: Seller, ip: string): Promise<string> {
  const r = await signIn(s, seller.email, seller.password, ip);
  expect(r.status).toBe(200);
  expect(r.body.device).toEqual(expect.any(String));
  return r.body.device ?? '';
}

function expectSession(r: Res<Answer>, seller: Seller) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.id).toBe(seller.id);
  expect(r.body.session?.token).toEqual(expect.any(String));
}

function expectEmailCodeAsked(r: Res<Answer>) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body).toEqual({ emailCodeRequired: true, challenge: expect.any(String), expiresInSeconds: 15 * 60 });
}

describe('the wait of a guesser', () => {
  it('is nothing for 5 failures, then 1 s, doubling after each failure up to 15 minutes', () => {
    expect([1, 5].map(waitAfter)).toEqual([0, 0]);
    expect([6, 7, 8, 10].map(waitAfter)).toEqual([1_000, 2_000, 4_000, 16_000]);
    expect([15, 16, 17, 100].map(waitAfter)).toEqual([512_000, 15 * MINUTE, 15 * MINUTE, 15 * MINUTE]);
  });
});

describeEachEngine(
  'sign-in limits: a stranger cannot lock the owner out',
  (get) => {
    afterEach(() => {
      get().ctx.now = () => Date.now();
    });

    it('slows a guesser from one address (the password is not even checked while it waits); the owner elsewhere signs in at once', async () => {
      const s = get();
      const clock = clockOf(s);
      const seller = await s.seller();
      const guesser = newAddress();
      for (let i = 0; i < 6; i++) expect((await signIn(s, seller.email, `Wrong-${i}`, guesser)).body.code).toBe('LOGIN_FAILED');

      const waiting = await signIn(s, seller.email, seller.password, guesser);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', params: { retryAfter: 1 } });
      expect(waiting.headers.get('retry-after')).toBe('1');
      expectSession(await signIn(s, seller.email, seller.password, newAddress()), seller);

      clock.advance(1_000);
      expect((await signIn(s, seller.email, 'Wrong-7', guesser)).body.code).toBe('LOGIN_FAILED');
      const longer = await signIn(s, seller.email, seller.password, guesser);
      expect(longer.status).toBe(429);
      expect(longer.body.params).toEqual({ retryAfter: 2 });

      // Once the wait is over the right password works there too, and the address starts afresh.
      clock.advance(2_000);
      expectSession(await signIn(s, seller.email, seller.password, guesser), seller);
      expect((await signIn(s, seller.email, 'Wrong-8', guesser)).body.code).toBe('LOGIN_FAILED');
      expectSession(await signIn(s, seller.email, seller.password, guesser), seller);
    });

    it("a stranger's failures from many addresses do not stop the owner: a known device signs in, a new one with the emailed code", async () => {
      const s = get();
      const seller = await s.seller();
      const home = newAddress();
      const device = await knownDevice(s, seller, home);
      await spreadAttack(s, seller.email, 10);

      const fromDevice = await signIn(s, seller.email, seller.password, home, device);
      expectSession(fromDevice, seller);
      const renewed = fromDevice.body.device ?? '';
      expect(renewed).not.toBe(device);
      expectSession(await signIn(s, seller.email, seller.password, newAddress(), renewed), seller);
      expect(await signInCodesSent(s, seller.email)).toBe(0);

      // A new device (or the old token, which the renewal replaced) must show the code emailed to the account.
      const asked = await signIn(s, seller.email, seller.password, home);
      expectEmailCodeAsked(asked);
      expectEmailCodeAsked(await signIn(s, seller.email, seller.password, home, device));
      expect(await signInCodesSent(s, seller.email)).toBe(2);
      const code = await s.lastCode(seller.email);
      const wrong = await byCode(s, asked.body.challenge, otherCode(code), home);
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('SIGN_IN_CODE_INVALID');
      const done = await byCode(s, asked.body.challenge, code, home);
      expectSession(done, seller);
      expect(done.body.device).toEqual(expect.any(String));
      const cred = { id: seller.id, token: done.body.session?.token ?? '' };
      expect((await s.call('POST', '/api/user/info', { as: cred })).status).toBe(200);
      // The code works once.
      expect((await byCode(s, asked.body.challenge, code, home)).body.code).toBe('SIGN_IN_CODE_INVALID');

      // The stranger's next wrong guess gets the very same answer as the owner did, and nothing is emailed.
      const guess = await signIn(s, seller.email, 'Wrong-Guess-again', newAddress());
      expectEmailCodeAsked(guess);
      expect(await signInCodesSent(s, seller.email)).toBe(2);
      expect((await byCode(s, guess.body.challenge, code, newAddress())).body.code).toBe('SIGN_IN_CODE_INVALID');
    });

    it('30 failures from one address no longer block the accounts behind it: known devices sign in, new ones with a code', async () => {
      const s = get();
      const [alice, bob, carol] = [await s.seller(), await s.seller(), await s.seller()];
      const office = newAddress();
      const aliceDevice = await knownDevice(s, alice, office);
      for (let i = 0; i < 30; i++) {
        expect((await signIn(s, uniqueEmail('spray'), 'Wrong-Pass-000', office)).body.code, `guess ${i + 1}`).toBe(
          'LOGIN_FAILED',
        );
      }
      expectEmailCodeAsked(await signIn(s, uniqueEmail('spray'), 'Wrong-Pass-000', office));

      expectSession(await signIn(s, alice.email, alice.password, office, aliceDevice), alice);
      const asked = await signIn(s, bob.email, bob.password, office);
      expectEmailCodeAsked(asked);
      expectSession(await byCode(s, asked.body.challenge, await s.lastCode(bob.email), office), bob);
      expectSession(await signIn(s, carol.email, carol.password, newAddress()), carol);
    });

    it('the emailed code expires; wrong codes count as failed sign-ins and make their guesser wait', async () => {
      const s = get();
      const clock = clockOf(s);
      const seller = await s.seller();
      await spreadAttack(s, seller.email, 10);
      const here = newAddress();
      const first = await signIn(s, seller.email, seller.password, here);
      expectEmailCodeAsked(first);
      const firstCode = await s.lastCode(seller.email);
      clock.advance(15 * MINUTE + 1_000);
      expect((await byCode(s, first.body.challenge, firstCode, here)).body.code).toBe('SIGN_IN_CODE_INVALID');

      const there = newAddress();
      const second = await signIn(s, seller.email, seller.password, there);
      expectEmailCodeAsked(second);
      const code = await s.lastCode(seller.email);
      for (let i = 0; i < 6; i++) {
        expect((await byCode(s, second.body.challenge, otherCode(code), there)).body.code, `try ${i + 1}`).toBe(
          'SIGN_IN_CODE_INVALID',
        );
      }
      const waiting = await byCode(s, second.body.challenge, code, there);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', params: { retryAfter: 1 } });
      expect((await signIn(s, seller.email, seller.password, there)).status).toBe(429);

      // The code itself took only 5 tries; a new sign-in brings a new one.
      clock.advance(1_000);
      expect((await byCode(s, second.body.challenge, code, there)).body.code).toBe('SIGN_IN_CODE_INVALID');
      clock.advance(2_000);
      const third = await signIn(s, seller.email, seller.password, there);
      expectEmailCodeAsked(third);
      expectSession(await byCode(s, third.body.challenge, await s.lastCode(seller.email), there), seller);
    });

    it('emails at most 5 codes an hour, in the account language, answering alike; the last code sent still works', async () => {
      const s = get();
      const seller = await s.seller();
      const saved = await s.call('POST', `/v1/users/${seller.id}/setting?locale=pt-BR`, { as: seller });
      expect(saved.status).toBe(200);
      await spreadAttack(s, seller.email, 10);
      const here = newAddress();
      let last: Res<Answer> | undefined;
      for (let i = 0; i < 7; i++) {
        last = await s.call<Answer>('POST', '/v1/users/loginByPwd', {
          form: { username: seller.email, password: seller.password },
          headers: { 'x-forwarded-for': here, 'accept-language': 'es-ES' },
        });
        expect(last.status, `sign-in ${i + 1}`).toBe(200);
        expect(last.body.emailCodeRequired).toBe(true);
      }
      const mails = await s.ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', seller.email).execute();
      expect(mails.filter((m) => m.subject === 'Seu código de login da Dropport')).toHaveLength(5);
      expectSession(await byCode(s, last?.body.challenge, await s.lastCode(seller.email), here), seller);
    });

    it('a new password makes every browser a stranger again', async () => {
      const s = get();
      const seller = await s.seller();
      const home = newAddress();
      const device = await knownDevice(s, seller, home);
      const password = 'Brand-New-Lantern-77';
      const changed = await s.call('POST', `/v1/users/${seller.id}/pwd1`, {
        as: seller,
        json: { oldPassword: seller.password, password },
      });
      expect(changed.status).toBe(200);
      await spreadAttack(s, seller.email, 10);
      expectEmailCodeAsked(await signIn(s, seller.email, password, home, device));
    });
  },
  { TRUST_PROXY: 'true', LOGIN_FAILURE_WINDOW_MINUTES: '60' },
);
