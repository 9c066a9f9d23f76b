import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.ts';

const line = (text: string, start: string) =>
  text
    .split('\n')
    .find((entry) => entry.startsWith(start))
    ?.slice(start.length + 1);

describe('request metrics', () => {
  it('counts by route, method and status class, and writes cumulative latency buckets', () => {
    const metrics = new Metrics();
    for (const seconds of [0.001, 0.004, 0.02, 0.3, 12]) metrics.observe('GET', '/a', 200, seconds);
    metrics.observe('GET', '/a', 503, 0.05);
    metrics.observe('POST', '/a', 201, 0.007);
    const text = metrics.text();
    expect(line(text, 'tourtariff_http_requests_total{method="GET",route="/a",status="2xx"}')).toBe('5');
    expect(line(text, 'tourtariff_http_requests_total{method="GET",route="/a",status="5xx"}')).toBe('1');
    expect(line(text, 'tourtariff_http_requests_total{method="POST",route="/a",status="2xx"}')).toBe('1');
    expect(line(text, 'tourtariff_http_errors_total{method="GET",route="/a"}')).toBe('1');
    const bucket = (le: string) =>
      line(text, `tourtariff_http_request_duration_seconds_bucket{method="GET",route="/a",le="${le}"}`);
    // 0.001 and 0.004 ≤ 0.005; 0.02 ≤ 0.025; 0.05 (the 503) ≤ 0.05; 0.3 ≤ 0.5; 12 only in +Inf.
    expect([bucket('0.005'), bucket('0.01'), bucket('0.025'), bucket('0.05'), bucket('0.1')]).toEqual([
      '2',
      '2',
      '3',
      '4',
      '4',
    ]);
    expect([bucket('0.25'), bucket('0.5'), bucket('10'), bucket('+Inf')]).toEqual(['4', '5', '5', '6']);
    expect(line(text, 'tourtariff_http_request_duration_seconds_count{method="GET",route="/a"}')).toBe('6');
    expect(
      line(text, 'tourtariff_http_request_duration_seconds_bucket{method="POST",route="/a",le="0.01"}'),
    ).toBe('1');
  });
});
