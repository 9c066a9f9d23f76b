import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { INVALID_RECORD } from './helper.ts';

const html =
  '<!doctype html><html lang="en"><head><!--tt-config--></head><body><div id="root"></div></body></html>';
const asset = `console.log(${JSON.stringify('x'.repeat(4096))});`;

describe('serving the single-page app', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'tt-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), asset);
    // The build's brotli copy (apps/web/vite.config.ts), marked so the test can tell it was sent as it is.
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(`${asset}//br`));
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'preload.json'),
      JSON.stringify({ jp: ['assets/common-Jp1.js'], en: ['assets/common-En1.js', '../../etc/passwd'] }),
    );
    // The build's metadata beside it, with the compressed copies the build writes of every file.
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"secret-build-map":true}');
    await writeFile(
      path.join(dist, '.vite', 'manifest.json.br'),
      brotliCompressSync('{"secret-build-map":1}'),
    );
    await writeFile(path.join(dist, '.vite', 'manifest.json.gz'), 'gz');
    app = await buildApp({ config: testConfig({ webDist: dist, productName: 'TT<x>' }), serveWeb: true });
  });

  const getAsset = (acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers / with index.html carrying the runtime configuration and the default language', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain('<script type="application/json" id="tt-config">');
    expect(res.body).toContain('"defaultLocale":"jp"');
    // A configured value can never close the script element.
    expect(res.body).toContain('TT\\u003cx>');
  });

  it('links the answers the first render waits for as preloads, before the app loads', async () => {
    const res = await app.inject({ method: 'GET', url: '/jp/search' });
    const config = res.body.indexOf('id="tt-config"');
    for (const answer of ['/api/auth/session', '/api/profile']) {
      const link = res.body.indexOf(`<link rel="preload" href="${answer}" as="fetch" crossorigin>`);
      expect(link).toBeGreaterThan(config);
    }
  });

  it.each(['/search', '/en/search', '/jp/tariff/list', '/tariff/events/event/a/b', '/no/such/page'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="tt-config"');
    },
  );

  it.each([
    ['/jp/search', 'assets/common-Jp1.js', 'assets/common-En1.js'],
    ['/en/tariff/list?x=1', 'assets/common-En1.js', 'assets/common-Jp1.js'],
    // No language in the path: the default language's texts (testConfig: jp).
    ['/search', 'assets/common-Jp1.js', 'assets/common-En1.js'],
    ['/', 'assets/common-Jp1.js', 'assets/common-En1.js'],
  ])('preloads the texts of the page language on %s', async (url, wanted, other) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/${wanted}"></head>`);
    expect(res.body).not.toContain(other);
  });

  it('drops from the preload list anything but a chunk under assets/', async () => {
    const res = await app.inject({ method: 'GET', url: '/en/search' });
    expect(res.body).not.toContain('passwd');
  });

  it('serves fingerprinted assets with long-lived immutable caching and compression', async () => {
    const res = await getAsset('gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli copy of an asset as it is to a browser that accepts it", async () => {
    const res = await getAsset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${asset}//br`);
  });

  it('does not cache files that are not fingerprinted', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown core call with the core envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/core/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 12, data: { code: expect.any(String) } });
  });

  it.each([
    ['/.vite/manifest.json', 'identity'],
    ['/.vite/manifest.json', 'gzip, deflate, br'],
    ['/.vite/preload.json', 'identity'],
    ['/.vite/manifest.json.br', 'identity'],
    ['/.vite/manifest.json.gz', 'identity'],
    ['/%2Evite/manifest.json', 'identity'],
    ['/.vite/', 'identity'],
    ['/assets/../.vite/preload.json', 'identity'],
  ])('never serves the build metadata %s (%s): 404, not the file nor the page', async (url, encoding) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-build-map');
    expect(res.body).not.toContain('common-Jp1');
    expect(res.body).not.toContain('tt-config');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('tt-config');
  });

  it.each(['/api/nothing', '/api/v1/Nope/1', '/auth/x'])(
    'never falls back for the API path %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID_RECORD);
    },
  );
});
