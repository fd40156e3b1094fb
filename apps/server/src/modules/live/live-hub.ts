import { LIVE_EVENT_NAME } from '@dropport/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { SERVER_APPLICATION_NAME, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { allEventsAfter, eventsAfter, lastEventId, LIVE_CHANNEL, type StoredLiveEvent } from './live-events.js';

/** What the hub writes to: one open event stream of one user. */
export interface LiveStream {
  write(chunk: string): void;
  end(): void;
}

interface Connection {
  userId: string;
  stream: LiveStream;
  /** The highest event id sent (what a reconnect would resume after). */
  maxId: number;
  /** Set while the missed events are being sent: live ones wait here. */
  pending: StoredLiveEvent[] | null;
  /** The ids sent while catching up, so a live event that was also replayed is not sent twice. */
  replayed: Set<number>;
}

/** How many missed events a reconnecting console is sent at most (older ones: it reloads what it shows anyway). */
const REPLAY_LIMIT = 500;
const HEARTBEAT_MS = 25_000;

export const formatEvent = (e: StoredLiveEvent) => `id: ${e.id}\nevent: ${LIVE_EVENT_NAME}\ndata: ${e.data}\n\n`;

/**
 * The open event streams of this server process, and how new live events reach them:
 * - SQLite (one server process): while any stream is open, new rows of `live_events` are read every `pollMs`, in id
 *   order (SQLite commits one writer at a time, so ids appear in order and none is skipped).
 * - PostgreSQL (any number of processes): one connection LISTENs on LIVE_CHANNEL; each event arrives at commit with
 *   its row. If that connection drops, it reconnects and each stream is sent what it missed from the table.
 * A stream that closes is forgotten at once: an idle server holds no timer but the heartbeat, and that only while a
 * stream is open.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private count = 0;
  private cursor = 0;
  private poller: NodeJS.Timeout | null = null;
  private polling = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: { engine: Engine; databaseUrl?: string | undefined; pollMs: number; log: FastifyBaseLogger },
  ) {}

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /**
   * Adds a stream of `userId`'s events. With `lastEventId` (a reconnect) it is first sent the user's events after it;
   * live events arriving meanwhile follow in order. Answers the function that removes it.
   */
  async open(userId: string, stream: LiveStream, lastEventId: number | null): Promise<() => void> {
    const conn: Connection = { userId, stream, maxId: 0, pending: [], replayed: new Set() };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(conn);
    this.count++;
    try {
      if (lastEventId !== null) {
        for (const e of await eventsAfter(this.db, userId, lastEventId, REPLAY_LIMIT)) {
          conn.replayed.add(e.id);
          this.send(conn, e);
        }
      }
    } finally {
      const waiting = conn.pending ?? [];
      conn.pending = null;
      for (const e of waiting) this.deliver(conn, e);
    }
    return () => this.close(conn);
  }

  private close(conn: Connection): void {
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.count--;
    if (set.size === 0) this.byUser.delete(conn.userId);
    if (this.count === 0) this.idle();
  }

  private send(conn: Connection, e: StoredLiveEvent): void {
    conn.maxId = Math.max(conn.maxId, e.id);
    conn.stream.write(formatEvent(e));
  }

  private deliver(conn: Connection, e: StoredLiveEvent): void {
    if (conn.pending) conn.pending.push(e);
    else if (!conn.replayed.has(e.id)) this.send(conn, e);
  }

  /** Hands an event to every open stream of its user in this process. */
  dispatch(e: StoredLiveEvent): void {
    const set = this.byUser.get(e.userId);
    if (set) for (const conn of set) this.deliver(conn, e);
  }

  /**
   * Makes sure new events will be heard (the listening connection, or the reader and its starting point) before a
   * stream answers: an event committed after the client sees the answer's headers then reaches it.
   */
  async ready(): Promise<void> {
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const set of this.byUser.values()) for (const c of set) c.stream.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    if (this.opts.engine === 'postgres') {
      if (!this.listener) await this.listen();
    } else if (!this.poller) {
      this.cursor = await lastEventId(this.db);
      this.poller = setInterval(() => void this.poll(), this.opts.pollMs);
      this.poller.unref();
    }
  }

  /** No stream is open: the timers stop (PostgreSQL keeps its one listening connection until close). */
  private idle(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.poller) clearInterval(this.poller);
    this.heartbeat = this.poller = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      for (;;) {
        const batch = await allEventsAfter(this.db, this.cursor, 1000);
        for (const e of batch) {
          this.cursor = e.id;
          this.dispatch(e);
        }
        if (batch.length < 1000) break;
      }
    } catch (err) {
      this.opts.log.warn({ err }, 'live events: reading new events failed');
    } finally {
      this.polling = false;
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.databaseUrl, application_name: SERVER_APPLICATION_NAME });
    this.listener = client;
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.opts.log.warn({ err }, 'live events: the listening connection was lost; reconnecting');
      setTimeout(() => void this.relisten(), 1000).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        this.dispatch(JSON.parse(msg.payload) as StoredLiveEvent);
      } catch (err) {
        this.opts.log.warn({ err }, 'live events: unreadable notification');
      }
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
  }

  /** After a lost listening connection: listen again, then send each stream what it missed meanwhile. */
  private async relisten(): Promise<void> {
    if (this.stopped || this.listener) return;
    try {
      await this.listen();
      for (const set of this.byUser.values())
        for (const c of set) for (const e of await eventsAfter(this.db, c.userId, c.maxId, REPLAY_LIMIT)) this.deliver(c, e);
    } catch (err) {
      this.opts.log.warn({ err }, 'live events: listening again failed; retrying');
      this.listener = null;
      setTimeout(() => void this.relisten(), 1000).unref();
    }
  }

  /** Ends every stream and stops listening (the server is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const set of this.byUser.values()) for (const c of set) c.stream.end();
    this.byUser.clear();
    this.count = 0;
    this.idle();
    const l = this.listener;
    this.listener = null;
    if (l) {
      l.removeAllListeners();
      await l.end().catch(() => undefined);
    }
  }
}
