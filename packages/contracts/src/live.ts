import { z } from 'zod';

/**
 * Live updates: GET /api/events (signed in) is a Server-Sent Events stream of what changed for the caller, so an
 * open console refreshes without reloading. Each event has an `id` (increasing); a client that reconnects sends the
 * last one it saw as the `Last-Event-ID` header and first receives what it missed (events are kept a day). A comment
 * line every 25 seconds keeps the connection open through proxies.
 *
 * The console reads the stream with fetch() rather than EventSource: EventSource cannot send the Authorization
 * header the API signs requests with, and a credential in the URL would end up in logs.
 */
export const LiveEvent = z.discriminatedUnion('type', [
  /** A notification was made for the caller (the bell's count moved); `notification` is its type. */
  z.object({ type: z.literal('notification'), notification: z.string(), params: z.record(z.string(), z.unknown()) }),
  /** One of the caller's tickets changed (a reply, a status, a claim decision). */
  z.object({ type: z.literal('ticket'), ticketId: z.string() }),
  /** One of the caller's orders changed (a claim opened or decided on it). */
  z.object({ type: z.literal('order'), orderId: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

/** The SSE event name every live event is sent under (its JSON is the data). */
export const LIVE_EVENT_NAME = 'change';
