// The part of autocannon's programmatic API the benchmarks use (it ships no types of its own).
declare module 'autocannon' {
  type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
    workers?: number;
  };
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
