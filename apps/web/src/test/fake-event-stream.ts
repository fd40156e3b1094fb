import { vi } from 'vitest';
import type { LiveEvent } from '@dropport/contracts';

/**
 * A fake event-stream server behind fetch(): each call is answered with the next answer given (a status, a content
 * type, chunks of text, whether the stream then ends; or an Error, as when the network is down) and recorded with its
 * headers and signal. A stream left open takes more text (`push`) until closed or aborted.
 */
export function fakeEventServer() {
  const encoder = new TextEncoder();
  const calls: { url: string; headers: Record<string, string>; signal: AbortSignal }[] = [];
  const streams: { push: (text: string) => void; close: () => void }[] = [];
  type Answer = { status?: number; type?: string; chunks?: string[]; end?: boolean } | Error;
  const answers: Answer[] = [];

  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init!.signal!;
    calls.push({ url: String(input), headers: { ...(init!.headers as Record<string, string>) }, signal });
    const answer = answers.shift() ?? { chunks: [], end: false };
    if (answer instanceof Error) return Promise.reject(answer);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const chunk of answer.chunks ?? []) c.enqueue(encoder.encode(chunk));
        if (answer.end ?? true) {
          closed = true;
          c.close();
        }
      },
    });
    signal.addEventListener('abort', () => {
      if (!closed) controller.error(new DOMException('Aborted', 'AbortError'));
      closed = true;
    });
    streams.push({
      push: (text) => controller.enqueue(encoder.encode(text)),
      close: () => {
        closed = true;
        controller.close();
      },
    });
    const status = answer.status ?? 200;
    return Promise.resolve({
      status,
      ok: status >= 200 && status < 300,
      headers: new Headers({ 'Content-Type': answer.type ?? 'text/event-stream; charset=utf-8' }),
      body,
    } as Response);
  });
  return { fetch, calls, streams, answer: (...a: Answer[]) => answers.push(...a) };
}

export type FakeEventServer = ReturnType<typeof fakeEventServer>;

/** A live event as GET /api/events sends it. */
export const liveChange = (id: number, event: LiveEvent) => `event: change\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
