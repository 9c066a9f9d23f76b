import { describe, expect, it, vi } from 'vitest';
import { browser } from '../browser';
import { createCoreClient, isCoreSuccess } from './core-client';
import type { ClientOptions } from './request';

type Session = ClientOptions['session'];

const signedIn: Session = { status: 'authenticated', valid: true };

function clientAnswering(response: () => Response | Promise<Response>, session: Session = signedIn) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
  const onUnauthorized = vi.fn();
  return { client: createCoreClient({ session, fetch, onUnauthorized }), fetch, onUnauthorized };
}

function silenceErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('core client (docs/product.md §7, §8)', () => {
  it('answers status 8 without a request when there is no session', async () => {
    const fetch = vi.fn();
    const client = createCoreClient({ session: { status: 'unauthenticated', valid: false }, fetch });
    expect(await client.call('notify/list', { target: 's' })).toEqual({ status: 8 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers status 7 without a request when the session is no longer valid', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({}), {
      status: 'authenticated',
      valid: false,
    });
    expect(await client.call('notify/list')).toEqual({ status: 7, message: 'invalid session' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POSTs JSON to /core/{group}/{call} and returns the envelope of a 200', async () => {
    const envelope = { status: 0, message: 'ok', data: [{ key: 'n1', subject: 'Hello' }] };
    const { client, fetch } = clientAnswering(() => Response.json(envelope));
    const result = await client.call('notify/list', { target: 'user-1' });
    expect(result).toEqual(envelope);
    expect(isCoreSuccess(result)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/core/notify/list', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'X-TourTariff-Client': 'web',
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: '{"target":"user-1"}',
    });
  });

  it('returns a failed envelope as it is: the status field carries the failure', async () => {
    const { client } = clientAnswering(() => Response.json({ status: 3, message: 'not found', data: null }));
    const result = await client.call('notify/get', { key: 'x' });
    expect(result).toEqual({ status: 3, message: 'not found', data: null });
    expect(isCoreSuccess(result)).toBe(false);
  });

  it('reads the server status with a GET', async () => {
    const { client, fetch } = clientAnswering(() => Response.json({ status: 0, message: '', data: {} }));
    await client.serverStatus();
    expect(fetch.mock.calls[0]?.[0]).toBe('/core/server/status');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('starts sign-in again on 401 and returns null', async () => {
    const { client, onUnauthorized } = clientAnswering(() => new Response('', { status: 401 }));
    expect(await client.call('users/get')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('by default goes to sign-in on 401', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 401 }));
    await createCoreClient({ session: signedIn, fetch }).call('users/get');
    expect(browser.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/auth\/signin\?/));
  });

  it.each([404, 500])('logs and returns null on HTTP %i', async (status) => {
    const error = silenceErrors();
    const { client } = clientAnswering(() => new Response('', { status }));
    expect(await client.call('users/get')).toBeNull();
    expect(error).toHaveBeenCalledWith(`core POST /core/users/get failed: HTTP ${status}`);
  });

  it('logs and returns null on a network failure', async () => {
    const error = silenceErrors();
    const failure = new TypeError('Failed to fetch');
    const { client } = clientAnswering(() => Promise.reject(failure));
    expect(await client.call('users/get')).toBeNull();
    expect(error).toHaveBeenCalledWith('core POST /core/users/get failed:', failure);
  });
});
