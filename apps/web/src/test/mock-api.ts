import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Form fields of a form-encoded body, or the parsed JSON body. */
  body: Record<string, unknown>;
  params: Record<string, unknown>;
  contentType: string;
}

/** An answer; `after` holds it back until it settles (a request still running); `headers`, the answer's own. */
export type Reply = { status: number; data: unknown; after?: Promise<unknown>; headers?: Record<string, string> };
/** A route may also answer later (a Promise), to show what the console does while a call is still running. */
type Route = (request: SentRequest) => Reply | Promise<Reply> | undefined;

function parseBody(config: InternalAxiosRequestConfig): Record<string, unknown> {
  const data: unknown = config.data;
  if (typeof data !== 'string' || data === '') return {};
  if (data.startsWith('{')) return JSON.parse(data) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(data));
}

/**
 * Answers the http client's calls in tests at the transport level (axios adapter), so the client's
 * headers, body encoding and error handling all run for real. Unrouted calls answer 404.
 */
export function mockApi(route: Route) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: Object.fromEntries(Object.entries(headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)])),
      body: parseBody(config),
      params: (config.params ?? {}) as Record<string, unknown>,
      contentType: String(headers.get('Content-Type') ?? ''),
    };
    sent.push(request);
    const reply = (await route(request)) ?? {
      status: 404,
      data: { code: 'NOT_FOUND', message: 'Nothing was found here.', params: {} },
    };
    if (reply.after) await reply.after;
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return { sent };
}

/** Makes every mocked answer take `ms`, as a real request does: the window in which a double click's second click lands. */
export function answerAfter(ms: number): void {
  const answer = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return answer(config);
  };
}
