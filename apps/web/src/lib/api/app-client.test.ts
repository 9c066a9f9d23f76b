import { tariffCsvImport } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../browser';
import { redirectStorageKey } from '../return-address';
import { createAppClient } from './app-client';
import type { ClientOptions } from './request';

type Session = ClientOptions['session'];

const signedIn: Session = { status: 'authenticated', valid: true };

function clientAnswering(response: () => Response | Promise<Response>, session: Session = signedIn) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
  const onUnauthorized = vi.fn();
  return { client: createAppClient({ session, fetch, onUnauthorized }), fetch, onUnauthorized };
}

describe('app client (docs/product.md §7, §8)', () => {
  it.each([
    ['signed out', { status: 'unauthenticated', valid: false } as const],
    ['still loading', { status: 'loading', valid: false } as const],
    ['absent', null],
  ])('answers status 8 without a request when the session is %s', async (_case, session) => {
    const fetch = vi.fn();
    expect(await createAppClient({ session, fetch }).get('/profile')).toEqual({ status: 8 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers status 7 without a request when the session is no longer valid', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({}), {
      status: 'authenticated',
      valid: false,
    });
    expect(await client.get('/profile')).toEqual({ status: 7, message: 'invalid session' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('returns the parsed JSON of a 200, sending the cookie, the client header and a JSON body', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({ key: 'c1' }));
    expect(await client.post('/corporate', { name: '京都旅館株式会社' })).toEqual({ key: 'c1' });
    expect(fetch).toHaveBeenCalledWith('/api/corporate', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'X-TourTariff-Client': 'web',
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: '{"name":"京都旅館株式会社"}',
    });
  });

  it('sends an upload as it is', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({ hash: 'h' }));
    const form = new FormData();
    await client.post('/ipfs', form);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it("returns the text 'invalid record' on 404", async () => {
    const { client } = clientAnswering(() => new Response('invalid record', { status: 404 }));
    expect(await client.get('/v1/Tariff/nope')).toBe('invalid record');
  });

  it("returns 'invalid record' on the server's 404 body, the error shape", async () => {
    const body = { error: { code: 'record.not_found', message: 'invalid record', params: {} } };
    const { client } = clientAnswering(() => Response.json(body, { status: 404 }));
    expect(await client.get('/v1/Tariff/nope')).toBe('invalid record');
    expect(await client.patch('/v1/Tariff/nope', {})).toBe('invalid record');
    expect(await client.requestDetailed('GET', '/v1/Tariff/nope')).toEqual({
      ok: false,
      status: 404,
      error: null,
    });
  });

  it('starts sign-in again on 401 and returns null', async () => {
    const { client, onUnauthorized } = clientAnswering(() => new Response('', { status: 401 }));
    expect(await client.get('/profile')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('by default stores the return address and goes to sign-in on 401', async () => {
    window.history.replaceState(null, '', '/en/search?q=1');
    const fetch = vi.fn(async () => new Response('', { status: 401 }));
    expect(await createAppClient({ session: signedIn, fetch }).get('/profile')).toBeNull();
    expect(window.sessionStorage.getItem(redirectStorageKey)).toBe(btoa('/en/search?q=1'));
    expect(browser.assign).toHaveBeenCalledWith(
      '/api/auth/signin?callbackUrl=%2Fen%2Fsearch%3Fq%3D1&locale=en',
    );
    window.history.replaceState(null, '', '/');
  });

  it.each([400, 403, 500, 201])('returns null on HTTP %i', async (status) => {
    const { client, onUnauthorized } = clientAnswering(() => Response.json({ error: {} }, { status }));
    expect(await client.get('/profile')).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('returns null on a network failure or a 200 that is not JSON', async () => {
    const failing = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.client.get('/profile')).toBeNull();
    const garbled = clientAnswering(() => new Response('<html>', { status: 200 }));
    expect(await garbled.client.get('/profile')).toBeNull();
  });
});

describe('app client, detailed answers for forms (docs/product-decisions.md §8)', () => {
  it('answers the data of a 200', async () => {
    const { client } = clientAnswering(() => Response.json({ key: 'u1' }));
    expect(await client.requestDetailed('PATCH', '/profile/u1', { name: 'A' })).toEqual({
      ok: true,
      data: { key: 'u1' },
    });
  });

  it('answers the status and the error body of a refusal', async () => {
    const error = {
      code: 'request.invalid',
      message: 'Invalid request',
      fields: [{ field: 'body.gender', rule: 'invalid_value', message: 'bad gender' }],
    };
    const { client } = clientAnswering(() => Response.json({ error }, { status: 400 }));
    expect(await client.requestDetailed('PATCH', '/profile/u1', { gender: 'X' })).toEqual({
      ok: false,
      status: 400,
      error,
    });
  });

  it('answers no error body for a 404 and no status without a session or on a network failure', async () => {
    const missing = clientAnswering(() => new Response('invalid record', { status: 404 }));
    expect(await missing.client.requestDetailed('GET', '/corporate/x')).toEqual({
      ok: false,
      status: 404,
      error: null,
    });
    const fetch = vi.fn();
    const signedOut = createAppClient({ session: null, fetch });
    expect(await signedOut.requestDetailed('GET', '/profile')).toEqual({
      ok: false,
      status: null,
      error: null,
    });
    expect(fetch).not.toHaveBeenCalled();
    const failing = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.client.requestDetailed('GET', '/profile')).toEqual({
      ok: false,
      status: null,
      error: null,
    });
  });

  it('sends a body typed by the shared contract as it is, leaving validation to the server', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({ created: 1 }));
    const body = { space: 'c1', csv: 'key\n' };
    expect(await client.send(tariffCsvImport, 'POST', '/v1/Tariff/csv', body)).toEqual({
      ok: true,
      data: { created: 1 },
    });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(body));
  });

  it('still starts sign-in on 401', async () => {
    const { client, onUnauthorized } = clientAnswering(() => new Response('', { status: 401 }));
    expect(await client.requestDetailed('GET', '/profile')).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
