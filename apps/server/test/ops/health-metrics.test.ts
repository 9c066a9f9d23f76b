import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';

const TOKEN = 'metrics-token-0123456789';

describeEachDatabase('/metrics in Prometheus text format', (ctx) => {
  it('counts requests by route pattern and status class, times them, and shows gauges', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/Tariff/nothing-here' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toMatch(
      /^tourtariff_http_requests_total\{method="GET",route="\/healthz",status="2xx"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(/^# TYPE tourtariff_http_request_duration_seconds histogram$/m);
    expect(text).toMatch(
      /^tourtariff_http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^tourtariff_http_request_duration_seconds_count\{method="GET",route="\/healthz"\} [1-9]/m,
    );
    expect(text).toMatch(/^# TYPE tourtariff_http_errors_total counter$/m);
    expect(text).toMatch(/^tourtariff_live_streams 0$/m);
    expect(text).toMatch(/^tourtariff_process_resident_memory_bytes \d+$/m);
    // A raw URL never becomes a label: the series stay few whatever is requested.
    expect(text).not.toContain('nothing-here');
    if (ctx.engine === 'postgres')
      expect(text).toMatch(/^tourtariff_db_pool_connections\{state="total"\} \d+$/m);
    else expect(text).not.toMatch(/^tourtariff_db_pool_connections\{/m);
  });

  it('is refused (404) through a proxy or from another address', async () => {
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.json()).toEqual(INVALID_RECORD);
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ metricsToken: TOKEN }) });
  });
  afterAll(() => app.close());

  it('answers the token from any address, and nothing else, not even loopback', async () => {
    const good = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' },
    });
    expect(good.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('/readyz with files on disk', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tt-ready-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is ready when the storage directory can be written, and 503 naming the storage when not', async () => {
    const good = await buildApp({
      config: testConfig({ storage: { dir: path.join(dir, 'blobs'), maxBytes: 1024 * 1024 } }),
    });
    const ok = await good.inject({ method: 'GET', url: '/readyz' });
    expect(ok.json()).toEqual({ status: 'ok', database: 'pglite', storage: 'disk', queue: 'running' });
    await good.close();

    // A directory that cannot exist: its parent is a file.
    await writeFile(path.join(dir, 'a-file'), 'x');
    const bad = await buildApp({
      config: testConfig({ storage: { dir: path.join(dir, 'a-file', 'blobs'), maxBytes: 1024 * 1024 } }),
    });
    const refused = await bad.inject({ method: 'GET', url: '/readyz' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({
      status: 'unavailable',
      database: 'pglite',
      storage: 'disk',
      queue: 'running',
    });
    await bad.close();
  });
});
