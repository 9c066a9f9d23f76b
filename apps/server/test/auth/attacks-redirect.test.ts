import { beforeAll, describe, expect, it } from 'vitest';
import { safeCallbackPath } from '../../src/modules/auth/routes.ts';
import { describeEachDatabase } from '../helper.ts';
import { signInStart, signInWithoutForm } from './attack-support.ts';
import type { TestBrowser } from './browser.ts';
import { bypassCorpus, honestCallbacks } from './redirect-corpus.ts';
import { signIn } from './support.ts';

const publicUrl = 'https://tourtariff.example.jp';

describe('[RFC 9700 §4.11] safeCallbackPath: no open redirect', () => {
  const corpus = bypassCorpus(new URL(publicUrl).host);

  it('knows at least 30 bypass forms', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('%s (%j) lands on /', (_trick, value) => {
    expect(safeCallbackPath(value, publicUrl)).toBe('/');
  });

  it.each(honestCallbacks)('keeps the return address %j as %j', (value, location) => {
    expect(safeCallbackPath(value, publicUrl)).toBe(location);
  });

  it('lands on / without a return address', () => {
    expect(safeCallbackPath(undefined, publicUrl)).toBe('/');
    expect(safeCallbackPath('', publicUrl)).toBe('/');
  });
});

/** What the sign-in start may refuse as bad input (400) before any redirect, instead of falling back to `/`. */
const refusedAsInput = (value: string) => value.length > 2000 || value.includes('\u0000');

describeEachDatabase('[RFC 9700 §4.11] after a real sign-in, callbackUrl never leaves the site', (ctx) => {
  let browser: TestBrowser;

  beforeAll(async () => {
    // The provider remembers this browser, so each sign-in below goes straight back to the callback.
    ({ browser } = await signIn(ctx.app, 'buyer@example.com'));
  });

  it.each(bypassCorpus('localhost:3000'))('%s (%j): the callback redirects to /', async (_trick, value) => {
    if (refusedAsInput(value)) {
      const start = await browser.request('GET', signInStart(ctx.app, value));
      if (start.status === 400) {
        expect(start.headers.get('location')).toBeNull();
        return;
      }
    }
    const { done } = await signInWithoutForm(ctx.app, value, browser);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/');
  });

  it.each(honestCallbacks)('keeps the honest return address %j', async (value, location) => {
    const { done } = await signInWithoutForm(ctx.app, value, browser);
    expect(done.headers.get('location')).toBe(location);
  });
});
