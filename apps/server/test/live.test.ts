import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, TicketDetail } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../src/db/group-commit.js';
import type { Database } from '../src/db/schema.js';
import { publish } from '../src/modules/live/live-events.js';
import { spawnServer, waitReady, type ServerProcess } from './crash/server-process.js';
import { basic, describeEachEngine, freePort, startServer, type Credential, type Seller, type TestServer } from './harness.js';

interface Received {
  id: number;
  event: string;
  data: LiveEvent;
}

/** An open GET /api/events stream read as a test would see it: the events so far, and a wait for the next match. */
async function openStream(base: string, who: Credential, lastEventId?: number) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: {
      authorization: basic(who.id, who.token),
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: abort.signal,
  });
  const events: Received[] = [];
  const waiters: { test: (e: Received) => boolean; resolve: (e: Received) => void }[] = [];
  if (res.ok && res.body) {
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((l) => l.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const data = field('data');
            if (data === undefined) continue;
            const e = { id: Number(field('id')), event: field('event') ?? 'message', data: JSON.parse(data) as LiveEvent };
            events.push(e);
            for (const w of [...waiters]) {
              if (!w.test(e)) continue;
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    res,
    events,
    close: () => abort.abort(),
    /** The first event (already received or still to come) that passes `test`; fails after `ms`. */
    next: (test: (e: Received) => boolean, ms = 5000) =>
      new Promise<Received>((resolve, reject) => {
        const seen = events.find(test);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no matching live event in ${ms} ms: ${JSON.stringify(events)}`)), ms);
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isReplyTo = (ticketId: string) => (e: Received) =>
  e.data.type === 'notification' && e.data.notification === 'ticket.replied' && e.data.params.ticketId === ticketId;

async function openTicket(s: TestServer, as: Seller): Promise<TicketDetail> {
  const res = await s.call<TicketDetail>('POST', '/api/support/tickets', {
    as,
    json: { category: 'other', subject: 'Live question', message: 'Hello?' },
  });
  expect(res.status).toBe(200);
  return res.body;
}
const reply = (s: TestServer, admin: Credential, ticketId: string, body: string, base = s.url) =>
  fetch(`${base}/api/admin/support/tickets/${ticketId}/messages`, {
    method: 'POST',
    headers: { authorization: basic(admin.id, admin.token), 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  }).then((r) => expect(r.status).toBe(200));

describeEachEngine('live events: a reply reaches the seller’s open console', (get) => {
  const s = () => get();
  let admin: Seller;
  beforeAll(async () => {
    admin = await s().admin();
  });

  it('streams the seller’s own events only, as text/event-stream with ids', async () => {
    const alice = await s().seller({ verified: true });
    const bob = await s().seller({ verified: true });
    const ticket = await openTicket(s(), alice);
    const a = await openStream(s().url, alice);
    const b = await openStream(s().url, bob);
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await reply(s(), admin, ticket.id, 'We are on it.');
    const got = await a.next(isReplyTo(ticket.id));
    expect(got.event).toBe('change');
    expect(got.id).toBeGreaterThan(0);
    await sleep(300);
    expect(b.events).toEqual([]);
    a.close();
    b.close();
  });

  it('a console that reconnects with Last-Event-ID gets what it missed, in order, and nothing twice', async () => {
    const alice = await s().seller({ verified: true });
    const ticket = await openTicket(s(), alice);
    const first = await openStream(s().url, alice);
    await reply(s(), admin, ticket.id, 'One');
    const seen = await first.next(isReplyTo(ticket.id));
    first.close();
    await reply(s(), admin, ticket.id, 'Two');
    await reply(s(), admin, ticket.id, 'Three');
    const again = await openStream(s().url, alice, seen.id);
    await again.next((e) => e.id > seen.id);
    await sleep(400);
    const missed = again.events.filter(isReplyTo(ticket.id));
    expect(missed).toHaveLength(2);
    expect(missed[0]!.id).toBeLessThan(missed[1]!.id);
    expect(missed.every((e) => e.id > seen.id)).toBe(true);
    // Live again after catching up.
    await reply(s(), admin, ticket.id, 'Four');
    await again.next((e) => isReplyTo(ticket.id)(e) && e.id > missed[1]!.id);
    expect(new Set(again.events.map((e) => e.id)).size).toBe(again.events.length);
    again.close();
  });

  it('an event of a transaction that rolls back is never sent; a closed stream is forgotten at once', async () => {
    const alice = await s().seller({ verified: true });
    const stream = await openStream(s().url, alice);
    const db = s().ctx.db as Kysely<Database>;
    await expect(
      inTransaction(db, async (trx) => {
        await publish(trx, alice.id, { type: 'ticket', ticketId: 'rolled-back' }, Date.now());
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await inTransaction(db, (trx) => publish(trx, alice.id, { type: 'ticket', ticketId: 'kept' }, Date.now()));
    await stream.next((e) => e.data.type === 'ticket' && e.data.ticketId === 'kept');
    expect(stream.events.some((e) => e.data.type === 'ticket' && e.data.ticketId === 'rolled-back')).toBe(false);
    const open = s().ctx.live.size;
    expect(open).toBeGreaterThan(0);
    stream.close();
    for (let i = 0; i < 50 && s().ctx.live.size >= open; i++) await sleep(20);
    expect(s().ctx.live.size).toBe(open - 1);
  });

  it('refuses a caller without a session', async () => {
    const res = await fetch(`${s().url}/api/events`);
    expect(res.status).toBe(401);
  });
});

// Several server processes share one PostgreSQL database: a reply posted on one reaches a console on another.
describe.runIf(Boolean(process.env.TEST_PG_URL))('live events across two server processes [postgres]', () => {
  let a: TestServer;
  let b: ServerProcess;
  let dir = '';
  beforeAll(async () => {
    a = await startServer('postgres');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-live-'));
    b = spawnServer(await freePort(), { DATA_DIR: dir, DATABASE_URL: a.config.DATABASE_URL ?? '' });
    await waitReady(b, 'postgres', 45_000);
  }, 60_000);
  afterAll(async () => {
    await b?.kill();
    await a?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a reply posted on process A reaches the seller connected to process B', async () => {
    const admin = await a.admin();
    const alice = await a.seller({ verified: true });
    const ticket = await openTicket(a, alice);
    const stream = await openStream(b.url, alice);
    expect(stream.res.status).toBe(200);
    // The stream is open on B before the reply is posted on A.
    await sleep(200);
    await reply(a, admin, ticket.id, 'Answered from the other process.');
    await stream.next(isReplyTo(ticket.id), 5000);
    stream.close();
  });
});
