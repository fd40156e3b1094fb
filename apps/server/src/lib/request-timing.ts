import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';

/** Where one request's time went so far: its start and the database's share. */
export interface RequestTiming {
  start: bigint;
  dbMs: number;
  queries: number;
}

const current = new AsyncLocalStorage<RequestTiming>();

/** Runs the rest of a request inside a fresh timing record, so queries anywhere below it are counted for it. */
export function timeRequest(next: () => void): void {
  current.run({ start: process.hrtime.bigint(), dbMs: 0, queries: 0 }, next);
}

/** The running request's timing record, if any (a job or a start-up query has none). */
export const requestTiming = (): RequestTiming | undefined => current.getStore();

/** Kysely's log hook: adds each query's time to the request it runs for. */
export function recordQuery(event: LogEvent): void {
  const timing = current.getStore();
  if (!timing) return;
  timing.dbMs += event.queryDurationMillis;
  timing.queries += 1;
}
