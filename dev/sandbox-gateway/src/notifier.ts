import { SANDBOX_HEADERS, bodySigningText, hmacHex, unixNow } from './signing.js';

export interface Delivery {
  eventId: string;
  type: string;
  url: string;
  attempts: number;
  /** The last HTTP status received, or the network error. */
  last: number | string | null;
  delivered: boolean;
  /** False while attempts remain. */
  done: boolean;
}

export interface NotifierOptions {
  /** Waits before each attempt; the first is usually 0. Its length is the number of attempts. */
  retryDelaysMs: readonly number[];
  /** How long one attempt may take. */
  timeoutMs?: number;
  log?: (msg: string, data: Record<string, unknown>) => void;
}

/**
 * Delivers signed notifications: POST of the JSON body with the event id, a fresh timestamp and the HMAC-SHA256 of
 * `${timestamp}.${body}` under the merchant's secret, retried after each delay until a 2xx answer.
 */
export class Notifier {
  private readonly deliveries: Delivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** Pending waits between attempts, with what ends each early on close. */
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly aborts = new Set<AbortController>();
  private closed = false;
  /** Test hook: while paused, new notifications are recorded but not sent. */
  paused = false;

  constructor(private readonly opts: NotifierOptions) {}

  send(input: { url: string; secret: string; merchantId: string; eventId: string; type: string; body: string }): void {
    const d: Delivery = {
      eventId: input.eventId,
      type: input.type,
      url: input.url,
      attempts: 0,
      last: null,
      delivered: false,
      done: false,
    };
    this.deliveries.push(d);
    if (this.paused || this.closed) {
      d.done = true;
      d.last = 'not sent (paused)';
      return;
    }
    const run = this.deliver(d, input).finally(() => {
      d.done = true;
      this.inFlight.delete(run);
    });
    this.inFlight.add(run);
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        resolve();
      }, ms);
      this.timers.set(t, resolve);
    });
  }

  private async deliver(d: Delivery, input: { url: string; secret: string; merchantId: string; body: string }) {
    for (const delay of this.opts.retryDelaysMs) {
      await this.wait(delay);
      if (this.closed) return;
      d.attempts++;
      const timestamp = unixNow();
      const abort = new AbortController();
      this.aborts.add(abort);
      const timer = setTimeout(() => abort.abort(), this.opts.timeoutMs ?? 5000);
      try {
        const res = await fetch(input.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_HEADERS.merchant]: input.merchantId,
            [SANDBOX_HEADERS.eventId]: d.eventId,
            [SANDBOX_HEADERS.timestamp]: timestamp,
            [SANDBOX_HEADERS.signature]: hmacHex(input.secret, bodySigningText(timestamp, input.body)),
          },
          body: input.body,
          signal: abort.signal,
        });
        await res.arrayBuffer().catch(() => undefined);
        d.last = res.status;
        if (res.ok) {
          d.delivered = true;
          return;
        }
      } catch (err) {
        d.last = err instanceof Error ? err.message : String(err);
      } finally {
        clearTimeout(timer);
        this.aborts.delete(abort);
      }
      this.opts.log?.('notification attempt failed', { eventId: d.eventId, attempt: d.attempts, last: d.last });
    }
  }

  list(): readonly Delivery[] {
    return this.deliveries;
  }

  /** Resolves once every notification sent so far is delivered or out of attempts. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const [t, resolve] of this.timers) {
      clearTimeout(t);
      resolve();
    }
    this.timers.clear();
    for (const a of this.aborts) a.abort();
  }
}
