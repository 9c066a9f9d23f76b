import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { redirectStorageKey } from './return-address';
import { clientHeaders, fetchSession, signIn, signOut } from './session';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('signIn', () => {
  it('remembers the address and returns to it through the server sign-in', () => {
    signIn(at('/en/tariff/list', '?page=2', '#top'));
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/en/tariff/list?page=2#top'));
    expect(browser.assign).toHaveBeenCalledWith(
      '/api/auth/signin?callbackUrl=%2Fen%2Ftariff%2Flist%3Fpage%3D2%23top&locale=en',
    );
  });

  it.each(['/', '/jp', '/en'])('stores nothing at the root %s and returns to /', (pathname) => {
    signIn(at(pathname));
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBeNull();
    expect(vi.mocked(browser.assign).mock.calls[0]?.[0]).toMatch(
      /^\/api\/auth\/signin\?callbackUrl=%2F&locale=/,
    );
  });

  it('reads the browser location by default', () => {
    window.history.replaceState(null, '', '/jp/search?q=京都');
    signIn();
    expect(window.sessionStorage.getItem(redirectStorageKey)).not.toBeNull();
    const url = new URL(vi.mocked(browser.assign).mock.calls[0]?.[0] ?? '', 'http://x');
    expect(url.searchParams.get('callbackUrl')).toBe('/jp/search?q=%E4%BA%AC%E9%83%BD');
    expect(url.searchParams.get('locale')).toBe('jp');
  });
});

describe('signOut', () => {
  it('keeps only the return address, posts the sign-out with the client header and opens the answered address', async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: 'http://idp.test/oidc/session/end?state=s' }));
    vi.stubGlobal('fetch', fetchMock);
    window.sessionStorage.setItem('current_profile_key', 'k1');
    window.sessionStorage.setItem('current_profile_role', 'supplier');
    await signOut(at('/profile/setting'));
    expect(Object.keys(window.sessionStorage)).toEqual([redirectStorageKey]);
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/profile/setting'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/signout',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining(clientHeaders) }),
    );
    expect(browser.assign).toHaveBeenCalledWith('http://idp.test/oidc/session/end?state=s');
  });

  it('goes to the start page when the server is unreachable or answers something unexpected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ url: 'javascript:alert(1)' })),
    );
    await signOut(at('/search'));
    expect(browser.assign).toHaveBeenLastCalledWith('/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await signOut(at('/search'));
    expect(browser.assign).toHaveBeenLastCalledWith('/');
  });

  it('stores no return address at the root', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ url: '/' })),
    );
    window.sessionStorage.setItem('current_profile_key', 'k1');
    await signOut(at('/'));
    expect(window.sessionStorage.length).toBe(0);
  });

  // Last in this file: once sign-out has started, the page is on its way out and stays so.
  it('sends nobody to sign-in once sign-out has started, so a late 401 cannot sign the user back in', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const leaving = signOut(at('/search'));
    signIn(at('/search'));
    answer(Response.json({ url: 'http://idp.test/oidc/session/end?state=s' }));
    await leaving;
    expect(browser.assign).toHaveBeenCalledTimes(1);
    expect(browser.assign).toHaveBeenCalledWith('http://idp.test/oidc/session/end?state=s');
  });
});

describe('fetchSession', () => {
  it('asks with the cookie and nothing else (the page preloads that request), and fills in missing profile fields', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        user: { sub: 's1', email: 'a@example.com', access: ['tourtariff:user'] },
        ready: true,
        valid: true,
        status: 'authenticated',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const session = await fetchSession();
    expect(session.user).toMatchObject({ sub: 's1', nickname: '', picture: null });
    // Exactly the request the page preloads (apps/server/src/plugins/web.ts).
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', { credentials: 'same-origin' });
  });

  it('fails on a status other than 200, so the gate never mistakes an outage for signed-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(fetchSession()).rejects.toThrow('HTTP 502');
  });
});
