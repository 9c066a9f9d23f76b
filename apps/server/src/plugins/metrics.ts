import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Upper bounds (seconds) of the request latency histogram: from a cached read to a slow upload. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;
type Sample = { labels: Labels; value: number };
/** A value read when /metrics is scraped (live streams, the database pool), with labels or without. */
type Collect = () => number | Sample[];

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
};

/**
 * The process's figures in Prometheus' text format (docs/operations.md "Metrics"), kept in memory by this
 * process alone: a scraper reads every process and sums. Route labels are route patterns (`/api/v1/Tariff/:key`),
 * never raw URLs, so the series stay few.
 */
export class Metrics {
  readonly #requests = new Map<string, Sample>();
  readonly #latency = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  readonly #gauges: { name: string; help: string; collect: Collect }[] = [];

  /** Counts one answered request and its duration. */
  observe(method: string, route: string, status: number, seconds: number): void {
    // Keyed by plain text (a method has no space): this runs on every request.
    const statusClass = `${Math.floor(status / 100)}xx`;
    const timingKey = `${method} ${route}`;
    const key = `${timingKey} ${statusClass}`;
    let counter = this.#requests.get(key);
    if (!counter) {
      counter = { labels: { method, route, status: statusClass }, value: 0 };
      this.#requests.set(key, counter);
    }
    counter.value += 1;
    let histogram = this.#latency.get(timingKey);
    if (!histogram) {
      histogram = { labels: { method, route }, counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.#latency.set(timingKey, histogram);
    }
    for (let index = 0; index < BUCKETS.length; index++)
      if (seconds <= (BUCKETS[index] as number)) histogram.counts[index] = (histogram.counts[index] ?? 0) + 1;
    histogram.sum += seconds;
    histogram.count += 1;
  }

  /** Adds a gauge read at each scrape; `name` without the `tourtariff_` prefix. */
  gauge(name: string, help: string, collect: Collect): void {
    this.#gauges.push({ name: `tourtariff_${name}`, help, collect });
  }

  text(): string {
    const lines: string[] = [];
    lines.push('# HELP tourtariff_http_requests_total Requests answered, by method, route and status class.');
    lines.push('# TYPE tourtariff_http_requests_total counter');
    for (const { labels, value } of this.#requests.values())
      lines.push(`tourtariff_http_requests_total${labelText(labels)} ${value}`);
    lines.push(
      '# HELP tourtariff_http_errors_total Requests answered with a 5xx status, by method and route.',
    );
    lines.push('# TYPE tourtariff_http_errors_total counter');
    for (const { labels, value } of this.#requests.values())
      if (labels.status === '5xx')
        lines.push(
          `tourtariff_http_errors_total${labelText({ method: labels.method ?? '', route: labels.route ?? '' })} ${value}`,
        );
    const name = 'tourtariff_http_request_duration_seconds';
    lines.push(`# HELP ${name} Time from a request's arrival to its answer.`);
    lines.push(`# TYPE ${name} histogram`);
    for (const { labels, counts, sum, count } of this.#latency.values()) {
      BUCKETS.forEach((bound, index) => {
        lines.push(`${name}_bucket${labelText({ ...labels, le: String(bound) })} ${counts[index] ?? 0}`);
      });
      lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`${name}_sum${labelText(labels)} ${sum}`);
      lines.push(`${name}_count${labelText(labels)} ${count}`);
    }
    for (const gauge of this.#gauges) {
      let value: number | Sample[];
      try {
        value = gauge.collect();
      } catch {
        continue;
      }
      lines.push(`# HELP ${gauge.name} ${gauge.help}`);
      lines.push(`# TYPE ${gauge.name} gauge`);
      if (typeof value === 'number') lines.push(`${gauge.name} ${value}`);
      else for (const sample of value) lines.push(`${gauge.name}${labelText(sample.labels)} ${sample.value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's request figures and gauges, served at /metrics (modules/health). */
    metrics: Metrics;
  }
}

/** Times every answered request; the route is its pattern, or `unmatched` for a 404 that matched no route. */
async function metricsPlugin(app: FastifyInstance) {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  metrics.gauge('process_resident_memory_bytes', 'Resident memory of this process.', () =>
    process.memoryUsage.rss(),
  );
  metrics.gauge('process_heap_used_bytes', "V8's heap in use.", () => process.memoryUsage().heapUsed);
  metrics.gauge('process_uptime_seconds', 'Seconds since this process started.', () =>
    Math.round(process.uptime()),
  );
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

export const requestMetricsPlugin = fp(metricsPlugin, { name: 'metrics' });
