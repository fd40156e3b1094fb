import client from 'prom-client';
import type { JobOutcome } from '../jobs/job-queue.js';

/** Request latency buckets, in seconds: most answers take a few milliseconds, a slow report a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The counters and histograms one server keeps as things happen (requests answered, jobs ended, gateway
 * notifications received), in a registry of its own so that several servers in one process (tests) never share
 * counts. What is read from the database when scraped (queues, reconciliation, backups) is added by the /metrics
 * route as gauges of the same registry.
 */
export class ServerMetrics {
  readonly registry = new client.Registry();
  private readonly requests = new client.Counter({
    name: 'dropport_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly errors = new client.Counter({
    name: 'dropport_http_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status, by class and route pattern.',
    labelNames: ['class', 'route'] as const,
    registers: [this.registry],
  });
  private readonly latency = new client.Histogram({
    name: 'dropport_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobs = new client.Counter({
    name: 'dropport_jobs_finished_total',
    help: 'Background jobs that ended, by kind and outcome (done; retry: failed and due again; dead: failed for good).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobTime = new client.Histogram({
    name: 'dropport_job_duration_seconds',
    help: 'How long a background job ran, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  private readonly gateway = new client.Counter({
    name: 'dropport_gateway_notifications_total',
    help: 'Payment gateway notifications received, by outcome (applied, ignored, duplicate, unknown_order, mismatch:<field>, malformed, signature_invalid).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** One answered request; `route` is the route's pattern (never the raw path, which would make a series per id). */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route };
    this.requests.inc({ ...labels, status: String(status) });
    this.latency.observe(labels, seconds);
    if (status >= 400) this.errors.inc({ class: status >= 500 ? '5xx' : '4xx', route });
  }

  jobFinished(kind: string, outcome: JobOutcome, ms: number): void {
    this.jobs.inc({ kind, outcome });
    this.jobTime.observe({ kind }, ms / 1000);
  }

  gatewayNotification(outcome: string): void {
    this.gateway.inc({ outcome });
  }
}

/**
 * Memory, CPU, event-loop delay and the like belong to the process, not to a server: they are collected once per
 * process (the event-loop monitor samples on a timer), first when a scrape asks for them.
 */
let processRegistry: client.Registry | undefined;

/** The whole exposition: the process's metrics, then the server's. */
export async function exposition(metrics: ServerMetrics): Promise<string> {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return (await processRegistry.metrics()) + (await metrics.registry.metrics());
}

export const EXPOSITION_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
