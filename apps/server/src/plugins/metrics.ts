import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Upper bounds (seconds) of the request latency histogram: from a cached read to a slow upload. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;
type Sample = { labels: Labels; value: number };
type Histogram = { labels: Labels; counts: number[]; sum: number; count: number };
/** A route and method's request counters by status class (index 2 for 2xx …) and its latency histogram. */
type Series = { histogram: Histogram; byClass: (Sample | undefined)[] };
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
  readonly #gauges: { name: string; help: string; collect: Collect }[] = [];
  /** The series of each route and method, found with two look-ups and no text built: this runs on every request. */
  readonly #series = new Map<string, Map<string, Series>>();

  /** Counts one answered request and its duration. */
  observe(method: string, route: string, status: number, seconds: number): void {
    let methods = this.#series.get(route);
    if (!methods) {
      methods = new Map();
      this.#series.set(route, methods);
    }
    let series = methods.get(method);
    if (!series) {
      const histogram = { labels: { method, route }, counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      series = { histogram, byClass: [] };
      methods.set(method, series);
    }
    const statusIndex = Math.floor(status / 100);
    let counter = series.byClass[statusIndex];
    if (!counter) {
      counter = { labels: { method, route, status: `${statusIndex}xx` }, value: 0 };
      series.byClass[statusIndex] = counter;
    }
    counter.value += 1;
    const { histogram } = series;
    // Counted in the first bucket that holds it; the scrape sums them into Prometheus' cumulative buckets.
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] as number)) bucket++;
    if (bucket < BUCKETS.length) histogram.counts[bucket] = (histogram.counts[bucket] ?? 0) + 1;
    histogram.sum += seconds;
    histogram.count += 1;
  }

  /** Adds a gauge read at each scrape; `name` without the `tourtariff_` prefix. */
  gauge(name: string, help: string, collect: Collect): void {
    this.#gauges.push({ name: `tourtariff_${name}`, help, collect });
  }

  /** Every route and method seen, in the order first seen. */
  *#everySeries(): Generator<Series> {
    for (const methods of this.#series.values()) yield* methods.values();
  }

  /** Every request counter, by route and method, then status class. */
  *#counters(): Generator<Sample> {
    for (const { byClass } of this.#everySeries()) for (const counter of byClass) if (counter) yield counter;
  }

  text(): string {
    const lines: string[] = [];
    lines.push('# HELP tourtariff_http_requests_total Requests answered, by method, route and status class.');
    lines.push('# TYPE tourtariff_http_requests_total counter');
    for (const { labels, value } of this.#counters())
      lines.push(`tourtariff_http_requests_total${labelText(labels)} ${value}`);
    lines.push(
      '# HELP tourtariff_http_errors_total Requests answered with a 5xx status, by method and route.',
    );
    lines.push('# TYPE tourtariff_http_errors_total counter');
    for (const { labels, value } of this.#counters())
      if (labels.status === '5xx')
        lines.push(
          `tourtariff_http_errors_total${labelText({ method: labels.method ?? '', route: labels.route ?? '' })} ${value}`,
        );
    const name = 'tourtariff_http_request_duration_seconds';
    lines.push(`# HELP ${name} Time from a request's arrival to its answer.`);
    lines.push(`# TYPE ${name} histogram`);
    for (const { histogram } of this.#everySeries()) {
      const { labels, counts, sum, count } = histogram;
      let below = 0;
      BUCKETS.forEach((bound, index) => {
        below += counts[index] ?? 0;
        lines.push(`${name}_bucket${labelText({ ...labels, le: String(bound) })} ${below}`);
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
