import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEventServer as fakeServer, type FakeEventServer } from '@/test/fake-event-stream';
import { CREDENTIAL_STORAGE_KEY } from './credential';
import {
  DEFAULT_RETRY_MS,
  MAX_RETRY_MS,
  SseParser,
  laterEventId,
  openLiveEvents,
  parseEventStream,
  readEventStream,
  reconnectDelay,
  type SseEvent,
} from './live-events';

describe('the event stream parser', () => {
  it('reads id, event and data fields; data lines join with line feeds; the event name defaults to "message"', () => {
    expect(parseEventStream('id: 7\nevent: change\ndata: {"a":1}\n\ndata: one\ndata: two\n\n')).toEqual([
      { id: '7', event: 'change', data: '{"a":1}' },
      { id: '7', event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('skips comments, drops one space after the colon only, reads a bare field name as an empty value, ignores unknown fields', () => {
    const parser = new SseParser();
    const events = parser.feed(': keep-alive\n:\ndata:  two spaces\nfoo: bar\ndata\nevent:x\n\n');
    expect(events).toEqual([{ id: '', event: 'x', data: ' two spaces\n' }]);
    expect(parser.comments).toBe(2);
  });

  it('accepts CRLF, LF and CR line ends, and chunks cut anywhere, a CRLF included', () => {
    const text = 'id: 1\r\nevent: change\rdata: a\n\r\ndata: b\r\r';
    const whole = parseEventStream(text);
    expect(whole).toEqual([
      { id: '1', event: 'change', data: 'a' },
      { id: '1', event: 'message', data: 'b' },
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      const parser = new SseParser();
      expect([...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut))]).toEqual(whole);
    }
    // Character by character: the CR at the end of one piece and the LF at the start of the next are one line end.
    const parser = new SseParser();
    expect([...text].flatMap((c) => parser.feed(c))).toEqual(whole);
  });

  it('dispatches no event without data, and resets the event name after each event while the id stays', () => {
    expect(parseEventStream('event: change\nid: 3\n\ndata: x\n\n')).toEqual([{ id: '3', event: 'message', data: 'x' }]);
    expect(parseEventStream('id: 3\nevent: change\ndata: x\n\ndata: y\n\n')).toEqual([
      { id: '3', event: 'change', data: 'x' },
      { id: '3', event: 'message', data: 'y' },
    ]);
  });

  it('keeps a retry of digits only, ignores an id holding NUL, and drops an event the stream did not close', () => {
    const parser = new SseParser();
    expect(parser.feed('retry: 1x\nretry: 4000\nretry: -1\nid: 5\nid: a\0b\ndata: kept\n\ndata: cut short\n')).toEqual([
      { id: '5', event: 'message', data: 'kept' },
    ]);
    expect(parser.retry).toBe(4000);
    expect(parser.lastEventId).toBe('5');
  });
});

describe('laterEventId', () => {
  it('compares digits as numbers of any length, other ids as text, and prefers any id to none', () => {
    expect(laterEventId('9', '10')).toBe('10');
    expect(laterEventId('10', '9')).toBe('10');
    expect(laterEventId('123456789012345678901', '99')).toBe('123456789012345678901');
    expect(laterEventId('', '3')).toBe('3');
    expect(laterEventId('3', '')).toBe('3');
    expect(laterEventId('01JB', '01JA')).toBe('01JB');
  });
});

describe('reconnectDelay', () => {
  it('waits the base after one failure, doubles for each more, caps, and spreads by a quarter either way', () => {
    expect(reconnectDelay(DEFAULT_RETRY_MS, 1, 0.5)).toBe(2000);
    expect(reconnectDelay(DEFAULT_RETRY_MS, 2, 0.5)).toBe(4000);
    expect(reconnectDelay(DEFAULT_RETRY_MS, 3, 0.5)).toBe(8000);
    expect(reconnectDelay(DEFAULT_RETRY_MS, 30, 0.5)).toBe(MAX_RETRY_MS);
    expect(reconnectDelay(DEFAULT_RETRY_MS, 1, 0)).toBe(1500);
    expect(reconnectDelay(DEFAULT_RETRY_MS, 1, 0.999999)).toBe(2500);
    // A server's retry is kept within bounds.
    expect(reconnectDelay(10, 1, 0.5)).toBe(500);
    expect(reconnectDelay(10 * 60_000, 1, 0.5)).toBe(MAX_RETRY_MS);
  });
});

/** Lets the stream's promises run (fake timers hold only the timers). */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('readEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(server: FakeEventServer, extra: { idleTimeoutMs?: number } = {}) {
    const controller = new AbortController();
    const events: SseEvent[] = [];
    const opens: boolean[] = [];
    const errors: number[] = [];
    const done = readEventStream({
      url: '/api/events',
      headers: () => ({ Authorization: 'Basic x' }),
      signal: controller.signal,
      onEvent: (e) => events.push(e),
      onOpen: (reconnected) => opens.push(reconnected),
      onError: (_e, delay) => errors.push(delay),
      fetch: server.fetch,
      random: () => 0.5,
      ...extra,
    });
    return { controller, events, opens, errors, done };
  }

  it('delivers events; when the stream ends it waits the retry the server set and reconnects with the latest id as Last-Event-ID', async () => {
    const server = fakeServer();
    server.answer({
      chunks: ['retry: 3000\n\nid: 7\nevent: change\ndata: {"a"', ':1}\n\n: ping\nid: 9\ndata: x\n\nid: 8\ndata: y\n\n'],
    });
    const s = start(server);
    await flush();
    expect(s.events).toEqual([
      { id: '7', event: 'change', data: '{"a":1}' },
      { id: '9', event: 'message', data: 'x' },
      { id: '8', event: 'message', data: 'y' },
    ]);
    expect(server.calls[0]!.headers).toMatchObject({ Authorization: 'Basic x', Accept: 'text/event-stream' });
    expect(server.calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(s.errors).toEqual([3000]);

    await vi.advanceTimersByTimeAsync(2999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('9');
    expect(s.opens).toEqual([false, true]);

    s.controller.abort();
    expect(await s.done).toBe('aborted');
  });

  it('backs off after failures in a row (an error status, no network, not an event stream), and starts over once connected', async () => {
    const server = fakeServer();
    server.answer({ status: 503 }, new TypeError('Failed to fetch'), { type: 'text/html', chunks: ['<html>'] }, { end: false });
    const s = start(server);
    await flush();
    expect(s.errors).toEqual([2000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.errors).toEqual([2000, 4000]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(s.errors).toEqual([2000, 4000, 8000]);
    await vi.advanceTimersByTimeAsync(8000);
    expect(server.calls).toHaveLength(4);
    expect(s.opens).toEqual([false]);

    server.streams.at(-1)!.push('data: hello\n\n');
    server.streams.at(-1)!.close();
    await flush();
    expect(s.events.map((e) => e.data)).toEqual(['hello']);
    expect(s.errors.at(-1)).toBe(2000);
    s.controller.abort();
    await s.done;
  });

  it('stops for good on a 401: the session is gone', async () => {
    const server = fakeServer();
    server.answer({ status: 401, type: 'application/json', chunks: ['{}'] });
    const s = start(server);
    expect(await s.done).toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(server.calls).toHaveLength(1);
    expect(s.errors).toEqual([]);
  });

  it('stops on abort while connected: the request is aborted and no reconnection follows', async () => {
    const server = fakeServer();
    server.answer({ chunks: ['data: first\n\n'], end: false });
    const s = start(server);
    await flush();
    expect(s.events).toHaveLength(1);
    s.controller.abort();
    expect(await s.done).toBe('aborted');
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(server.calls).toHaveLength(1);
    expect(s.errors).toEqual([]);
  });

  it('stops on abort while waiting to reconnect', async () => {
    const server = fakeServer();
    server.answer({ status: 500 });
    const s = start(server);
    await flush();
    expect(s.errors).toEqual([2000]);
    s.controller.abort();
    expect(await s.done).toBe('aborted');
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(server.calls).toHaveLength(1);
  });

  it('reconnects when the stream stays silent past the idle timeout, comments counting as signs of life', async () => {
    const server = fakeServer();
    server.answer({ chunks: ['id: 4\ndata: a\n\n'], end: false });
    const s = start(server, { idleTimeoutMs: 1000 });
    await flush();
    await vi.advanceTimersByTimeAsync(900);
    server.streams[0]!.push(': keep-alive\n');
    await vi.advanceTimersByTimeAsync(900);
    expect(s.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.errors).toEqual([2000]);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('4');
    s.controller.abort();
    await s.done;
  });
});

describe('openLiveEvents', () => {
  it("reads /api/events with the session's credential as a background request, and passes on valid change events only", async () => {
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
    const server = fakeServer();
    server.answer({
      chunks: [
        'event: change\nid: 1\ndata: {"type":"ticket","ticketId":"t1"}\n\n',
        'event: other\nid: 2\ndata: {"type":"ticket","ticketId":"t2"}\n\n',
        'event: change\nid: 3\ndata: not json\n\n',
        'event: change\nid: 4\ndata: {"type":"mystery"}\n\n',
        'event: change\nid: 5\ndata: {"type":"notification","notification":"order.shipped","params":{"orderId":"o1"}}\n\n',
      ],
      end: false,
    });
    const controller = new AbortController();
    const events: unknown[] = [];
    const done = openLiveEvents({ signal: controller.signal, fetch: server.fetch, onEvent: (e) => events.push(e) });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { type: 'ticket', ticketId: 't1' },
      { type: 'notification', notification: 'order.shipped', params: { orderId: 'o1' } },
    ]);
    expect(server.calls[0]!.url).toMatch(/\/api\/events$/);
    expect(server.calls[0]!.headers).toMatchObject({
      Authorization: `Basic ${btoa('u-seller:t')}`,
      'X-Dropport-Background': '1',
    });
    controller.abort();
    expect(await done).toBe('aborted');
  });
});
