import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { cspDirectives, inlineScriptHashes, serializeCsp } from './security-headers.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the content security policy', () => {
  it('runs scripts from our own origin only and forbids framing', () => {
    const policy = cspDirectives(testConfig());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(serializeCsp(policy)).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets the app reach a core service on another origin, and upgrades requests over https', () => {
    const policy = cspDirectives(
      testConfig({ publicUrl: 'https://tt.example.jp', coreUrl: 'https://core.example.jp/core' }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://core.example.jp']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(cspDirectives(testConfig())['connect-src']).toEqual(["'self'"]);
  });

  it('allows listed inline scripts by hash', () => {
    expect(cspDirectives(testConfig(), ['sha256-abc'])['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(serializeCsp({ 'default-src': ["'self'"], 'upgrade-insecure-requests': [] })).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
  });
});

describe('inline scripts of a page', () => {
  it('hashes executable inline scripts and skips data blocks and external scripts', () => {
    const html = `<head><script type="application/json" id="tt-config">{"a":1}</script>
<script type="module" crossorigin src="/assets/index.js"></script>
<script>window.x = 1;</script><SCRIPT type="module">import '/a.js';</SCRIPT>
<script type="text/plain">not code</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('window.x = 1;'), sha256("import '/a.js';")]);
  });

  it('finds none in a page built by Vite', () => {
    const html = `<!doctype html><html><head><script type="application/json" id="tt-config">{}</script>
<script type="module" crossorigin src="/assets/index-CxFokLKy.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
