import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount } from '../../src/idp/index.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  startIdpServer,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';
const right = { email: 'taro@example.com', password: 'taro password' };

describe('embedded OpenID provider: sign-in throttling', () => {
  let s: IdpServer;
  let offsetMs = 0;
  beforeAll(async () => {
    // A clock that moves only when the test says so: on a loaded machine real seconds pass between attempts.
    const start = Date.now();
    s = await startIdpServer({ now: () => new Date(start + offsetMs) });
    await ensureAccount(s.database.db, { ...right, nickname: 'taro', firstName: 'Taro', lastName: 'Sato' });
  });
  afterAll(() => s.close());

  /** A browser at an address with a fresh authorization request open on the login page. */
  async function loginFrom(ip: string) {
    const browser = new Browser({ 'x-forwarded-for': ip });
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const action = formAction(await page.response.text(), s.issuer);
    const attempt = (values: Record<string, string>) => browser.follow(action, redirectUri, form(values));
    // The provider's own resume address of this authorization: it finishes a login the interaction recorded.
    const uid = /\/interaction\/([^/]+)\/login/.exec(action)?.[1] ?? '';
    const resume = () => browser.follow(`${s.issuer}/auth/${uid}`, redirectUri);
    return { attempt, resume };
  }

  it('refuses the 6th attempt before checking the password, with Retry-After, and records no login', async () => {
    const { attempt, resume } = await loginFrom('203.0.113.9');
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ ...right, password: `guess ${i}` })).response.status).toBe(401);
    }
    const blocked = await attempt(right);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toBe('1');
    expect(await blocked.response.text()).toContain('試行回数が多すぎます。1 秒待ってから');
    // The right password went unchecked: resuming the authorization does not sign anybody in.
    const resumed = await resume();
    expect(resumed.location?.searchParams.get('code') ?? null).toBeNull();

    offsetMs += 1000;
    // Resuming used up that authorization request: the owner starts again from the same address.
    const again = await loginFrom('203.0.113.9');
    const passed = await again.attempt(right);
    expect(passed.location?.searchParams.get('code')).toBeTruthy();
  });

  it('lets the owner in from another address while a guesser is throttled', async () => {
    const guesser = await loginFrom('198.51.100.1');
    for (let i = 0; i < 8; i++) await guesser.attempt({ ...right, password: `guess ${i}` });
    expect((await guesser.attempt(right)).response.status).toBe(429);
    const owner = await loginFrom('198.51.100.2');
    const passed = await owner.attempt(right);
    expect(passed.location?.searchParams.get('code')).toBeTruthy();
  });

  it('does not count refused attempts: hammering while throttled never lengthens the wait', async () => {
    const { attempt } = await loginFrom('203.0.113.30');
    for (let i = 0; i < 5; i++) await attempt({ ...right, password: 'wrong' });
    for (let i = 0; i < 30; i++)
      expect((await attempt({ ...right, password: 'wrong' })).response.status).toBe(429);
    offsetMs += 1000;
    // Still the first step of the back-off (1 s), not thirty steps further.
    expect((await attempt({ ...right, password: 'wrong' })).response.status).toBe(401);
    const next = await attempt(right);
    expect(next.response.status).toBe(429);
    expect(next.response.headers.get('retry-after')).toBe('2');
  });

  it('lets at most the free attempts through when guesses arrive all at once', async () => {
    const { attempt } = await loginFrom('203.0.113.40');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt({ ...right, password: `parallel ${i}` })),
    );
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const r of results.filter((r) => r.response.status === 429)) {
      expect(Number(r.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('slows one address trying many accounts after its own allowance, and forgets after the window', async () => {
    const { attempt } = await loginFrom('203.0.113.50');
    for (let i = 0; i < 10; i++) {
      expect((await attempt({ email: `user${i}@example.com`, password: 'x' })).response.status).toBe(401);
    }
    const slowed = await attempt({ email: 'user99@example.com', password: 'x' });
    expect(slowed.response.status).toBe(429);
    offsetMs += 15 * 60 * 1000;
    expect((await attempt({ email: 'user99@example.com', password: 'x' })).response.status).toBe(401);
  });

  it('gives a good sign-in its attempt back, so an office full of colleagues is not slowed by successes', async () => {
    for (let i = 0; i < 15; i++) {
      const { attempt } = await loginFrom('203.0.113.60');
      expect((await attempt(right)).location?.searchParams.get('code')).toBeTruthy();
    }
  });
});
