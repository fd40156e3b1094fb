import { BACKGROUND_REQUEST_HEADER, LIVE_EVENT_NAME, LiveEvent } from '@dropport/contracts';
import { authorizationHeader } from './credential';
import { API_BASE_URL } from './http';
import { currentLocale } from './i18n';

/**
 * A Server-Sent Events client over fetch(): unlike EventSource it can send the Authorization header the API signs
 * requests with. `SseParser` is the stream format (https://html.spec.whatwg.org/multipage/server-sent-events.html);
 * `readEventStream` keeps one stream open, reconnecting with `Last-Event-ID`; `openLiveEvents` is the console's
 * own stream, GET /api/events.
 */

/** One event as the stream sent it. */
export interface SseEvent {
  /** The stream's last event id when the event was dispatched ('' when none was ever sent). */
  id: string;
  /** `message` unless an `event:` field named it. */
  event: string;
  /** The `data:` lines joined by line feeds. */
  data: string;
}

/**
 * The event stream's parser, fed text as it arrives, in chunks cut anywhere (inside a line, between a CR and its LF).
 * Lines end with CRLF, LF or CR; a line starting with a colon is a comment; a field is `name: value` (one space after
 * the colon dropped) or a bare `name` (empty value); an empty line dispatches the event being built, unless it has no
 * data. Unknown fields are ignored. At the end of a stream an event not closed by an empty line is dropped.
 */
export class SseParser {
  /** The reconnection time the server asked for with `retry:` (milliseconds), or null. */
  retry: number | null = null;
  /** The last `id:` value; it stays across events, as in the spec. */
  lastEventId = '';
  /** Comments (`: keep-alive`) seen so far: the server's sign of life between events. */
  comments = 0;
  private buffer = '';
  /** The previous chunk ended with a CR: an LF opening this one belongs to it. */
  private afterCR = false;
  private data: string[] = [];
  private eventType = '';

  /** Takes the next piece of text; returns the events it completed, in order. */
  feed(text: string): SseEvent[] {
    let chunk = text;
    if (this.afterCR && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.afterCR = false;
    const events: SseEvent[] = [];
    let start = 0;
    const all = this.buffer + chunk;
    this.buffer = '';
    for (let i = 0; i < all.length; i++) {
      const c = all[i];
      if (c !== '\n' && c !== '\r') continue;
      const event = this.line(all.slice(start, i));
      if (event) events.push(event);
      if (c === '\r') {
        if (i + 1 < all.length) {
          if (all[i + 1] === '\n') i++;
        } else this.afterCR = true;
      }
      start = i + 1;
    }
    this.buffer = all.slice(start);
    return events;
  }

  /** One complete line (without its end); returns the event an empty line dispatches. */
  line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) {
      this.comments++;
      return null;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') this.eventType = value;
    else if (name === 'data') this.data.push(value);
    else if (name === 'id') {
      if (!value.includes('\0')) this.lastEventId = value;
    } else if (name === 'retry') {
      if (/^\d+$/.test(value)) this.retry = Number(value);
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const data = this.data;
    const event = this.eventType;
    this.data = [];
    this.eventType = '';
    if (data.length === 0) return null;
    return { id: this.lastEventId, event: event || 'message', data: data.join('\n') };
  }
}

/** Parses a whole text at once (a test's stream, a recorded one). */
export function parseEventStream(text: string): SseEvent[] {
  return new SseParser().feed(text);
}

/**
 * Which of two event ids is the later: the server's ids increase. Digits only compare as numbers (of any length),
 * anything else as text (time-ordered ids sort as text); '' is earlier than any id.
 */
export function laterEventId(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length > y.length ? a : b;
    return x >= y ? a : b;
  }
  return a >= b ? a : b;
}

export const DEFAULT_RETRY_MS = 2_000;
/** A server's `retry:` is taken within these bounds; failures in a row back off up to the upper one. */
export const MIN_RETRY_MS = 500;
export const MAX_RETRY_MS = 60_000;
/** Without a byte (an event or the keep-alive comment, sent every 25 s) for this long, the connection is dead. */
export const IDLE_TIMEOUT_MS = 60_000;

/**
 * How long to wait before connecting again: the base (the server's `retry:` or 2 s), doubled for each failure in a
 * row after the first, at most `MAX_RETRY_MS`, then spread by ±25 % so that tabs cut off together do not come back
 * together. `random` is in [0, 1).
 */
export function reconnectDelay(baseMs: number, failures: number, random: number): number {
  const base = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, baseMs));
  const backedOff = Math.min(MAX_RETRY_MS, base * 2 ** Math.max(0, failures - 1));
  return Math.round(backedOff * (0.75 + random * 0.5));
}

/** Why a stream stopped for good: asked to (signed out, tab closed), or the server said the session is gone. */
export type StreamEnd = 'aborted' | 'unauthorized' | 'no-content';

export interface EventStreamOptions {
  url: string;
  /** The request's headers, asked for at each connection (the credential may change). */
  headers: () => Record<string, string>;
  /** Ends the stream: an open request is aborted and no reconnection is made. */
  signal: AbortSignal;
  onEvent: (event: SseEvent) => void;
  /** Each time a connection is open (the server answered 200 with an event stream): the first and every reconnection. */
  onOpen?: (reconnected: boolean) => void;
  /** A connection failed or ended; the next try is in `delayMs`. */
  onError?: (error: unknown, delayMs: number) => void;
  /** The Last-Event-ID to start from (a stream resumed). */
  lastEventId?: string;
  fetch?: typeof fetch;
  random?: () => number;
  idleTimeoutMs?: number;
}

class StreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}

/** Waits `ms`, or less when the signal aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** A listener's mistake is reported on its own, and does not cost the connection. */
function deliver(onEvent: (event: SseEvent) => void, event: SseEvent) {
  try {
    onEvent(event);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

/**
 * Keeps one event stream open until `signal` aborts: each event goes to `onEvent`; when the connection fails, ends,
 * or stays silent past the idle timeout, it connects again after `reconnectDelay`, sending the latest id seen as
 * `Last-Event-ID`. A 401 (the session is gone) or a 204 (the server asks not to reconnect) stops it. Resolves with
 * why it stopped; never rejects.
 */
export async function readEventStream(options: EventStreamOptions): Promise<StreamEnd> {
  const { signal } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let lastEventId = options.lastEventId ?? '';
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let opened = false;

  while (!signal.aborted) {
    // Each connection has its own controller: the idle watchdog aborts one connection, `signal` all of them.
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    signal.addEventListener('abort', stop, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => attempt.abort(new StreamError('The stream went silent.', 0)), idleMs);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache', ...options.headers() };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      watch();
      const response = await doFetch(options.url, { method: 'GET', headers, signal: attempt.signal, cache: 'no-store' });
      if (response.status === 401) {
        void response.body?.cancel().catch(() => undefined);
        return 'unauthorized';
      }
      if (response.status === 204) return 'no-content';
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !response.body || !type.toLowerCase().startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => undefined);
        throw new StreamError(`The event stream answered ${response.status} ${type}`, response.status);
      }
      failures = 0;
      options.onOpen?.(opened);
      opened = true;
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        watch();
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
          lastEventId = laterEventId(lastEventId, event.id);
          deliver(options.onEvent, event);
        }
        if (parser.retry !== null) retryMs = parser.retry;
      }
      throw new StreamError('The event stream ended.', response.status);
    } catch (error) {
      if (signal.aborted) break;
      failures++;
      const delay = reconnectDelay(retryMs, failures, random());
      options.onError?.(attempt.signal.reason instanceof StreamError ? attempt.signal.reason : error, delay);
      clearTimeout(idle);
      await sleep(delay, signal);
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stop);
      attempt.abort();
    }
  }
  return 'aborted';
}

/** The console's live updates, GET /api/events. */
export const LIVE_EVENTS_URL = `${API_BASE_URL}/api/events`;

export interface LiveEventsOptions {
  signal: AbortSignal;
  onEvent: (event: LiveEvent) => void;
  /** After each connection opens: the first, and each reconnection (what changed meanwhile may have been missed). */
  onOpen?: (reconnected: boolean) => void;
  fetch?: typeof fetch;
}

/**
 * The signed-in user's live updates: events named `change` whose data is a `LiveEvent`; anything else (another name,
 * data that does not parse) is skipped. Sent as a background request, so an open tab does not keep an idle session
 * alive. A 401 stops it without a word: the next ordinary request meets the lost session and the console's dialog.
 */
export function openLiveEvents({ signal, onEvent, onOpen, fetch }: LiveEventsOptions): Promise<StreamEnd> {
  return readEventStream({
    url: LIVE_EVENTS_URL,
    signal,
    fetch,
    onOpen,
    headers: () => ({
      Authorization: authorizationHeader(),
      'Accept-Language': currentLocale(),
      [BACKGROUND_REQUEST_HEADER]: '1',
    }),
    onEvent: (event) => {
      if (event.event !== LIVE_EVENT_NAME) return;
      const parsed = LiveEvent.safeParse(parseJson(event.data));
      if (parsed.success) onEvent(parsed.data);
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
