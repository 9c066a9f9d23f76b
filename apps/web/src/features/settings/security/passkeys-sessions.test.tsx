import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';

const passkey = {
  id: '0b7f8a7e-6a4e-4a59-9a55-1f0f2b0e7c11',
  name: 'Work laptop',
  createdAt: '2026-11-30T01:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  deviceType: 'singleDevice',
};
const here = {
  id: 'a'.repeat(43),
  browser: 'Chrome',
  os: 'Linux',
  ip: '192.0.2.1',
  startedAt: '2026-12-01T00:00:00.000Z',
  lastSeenAt: '2026-12-01T01:00:00.000Z',
  current: true,
};
const there = {
  ...here,
  id: 'b'.repeat(43),
  browser: 'Safari',
  os: 'iOS',
  ip: '198.51.100.7',
  current: false,
};
const refused = (code: string, status = 404) =>
  Response.json({ error: { code, message: code, params: {} } }, { status });

/** /profile/setting in `lang`; the passkeys and sessions routes answer as the stubs say. */
function open(api: ApiStubs, lang: 'en' | 'jp' = 'en') {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(), {
    'GET /api/invitations': () => Response.json({ items: [], next: null }),
    'GET /api/profile': () => Response.json(rolesWith()),
    'GET /api/account/sessions': () => Response.json({ sessions: [here] }),
    ...api,
  });
  renderAt(`/${lang}/profile/setting`);
  return { user, fetch };
}

const called = (fetch: ReturnType<typeof stubSession>, key: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key).length;

describe('passkeys on /profile/setting (docs/identity.md "Passkeys")', () => {
  it('lists passkeys with their dates, and says so when there are none', async () => {
    open({ 'GET /api/account/passkeys': () => Response.json({ passkeys: [passkey] }) });
    const section = await screen.findByTestId('passkeys-section');
    const row = await within(section).findByTestId('passkey-row');
    expect(row).toHaveTextContent('Work laptop');
    expect(row).toHaveTextContent('not used yet');
  });

  it('shows the empty state in Japanese', async () => {
    open({ 'GET /api/account/passkeys': () => Response.json({ passkeys: [] }) }, 'jp');
    expect(await screen.findByTestId('passkeys-none')).toHaveTextContent('パスキーはまだありません。');
  });

  it('removes a passkey only after the confirmation, and not when cancelled', async () => {
    let left = [passkey];
    const remove = vi.fn(() => {
      left = [];
      return new Response(null, { status: 204 });
    });
    const { user } = open({
      'GET /api/account/passkeys': () => Response.json({ passkeys: left }),
      [`DELETE /api/account/passkeys/${passkey.id}`]: remove,
    });
    const section = await screen.findByTestId('passkeys-section');
    await user.click(await within(section).findByTestId('passkey-remove'));
    const dialog = await screen.findByTestId('passkey-remove-confirm');
    expect(dialog).toHaveTextContent('“Work laptop” will no longer sign you in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('passkey-remove-confirm')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(section).getByTestId('passkey-remove'));
    await user.click(
      within(await screen.findByTestId('passkey-remove-confirm')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await within(section).findByTestId('passkeys-none')).toBeInTheDocument();
  });

  it.each([
    ['en', 'This passkey is not registered (or was removed).'],
    ['jp', 'このパスキーは登録されていません（または削除されています）。'],
  ] as const)('says why a removal was refused (%s)', async (lang, message) => {
    const { user } = open(
      {
        'GET /api/account/passkeys': () => Response.json({ passkeys: [passkey] }),
        [`DELETE /api/account/passkeys/${passkey.id}`]: () => refused('passkey.unknown_credential', 400),
      },
      lang,
    );
    const section = await screen.findByTestId('passkeys-section');
    await user.click(await within(section).findByTestId('passkey-remove'));
    const dialog = await screen.findByTestId('passkey-remove-confirm');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(section).findByTestId('passkey-remove-error')).toHaveTextContent(message);
  });

  it('says in Japanese when the list cannot be loaded', async () => {
    open({ 'GET /api/account/passkeys': () => new Response('down', { status: 500 }) }, 'jp');
    expect(
      await within(await screen.findByTestId('passkeys-section')).findByText(
        'パスキーを読み込めませんでした。',
      ),
    ).toBeInTheDocument();
  });
});

describe('sessions on /profile/setting (docs/identity.md "Sessions")', () => {
  it('lists each session with its device, marks this browser, and lists recent sign-ins', async () => {
    open({
      'GET /api/account/sessions': () => Response.json({ sessions: [here, there] }),
      'GET /api/account/sign-ins': () =>
        Response.json({
          signIns: [
            { ok: false, method: 'password', ip: '203.0.113.5', userAgent: null, at: here.startedAt },
          ],
        }),
    });
    const section = await screen.findByTestId('sessions-section');
    const rows = await within(section).findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This browser');
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(await within(section).findByTestId('sign-in-entry')).toHaveTextContent('Refused');
  });

  it('signs another session out after the confirmation, and stays on the page', async () => {
    let sessions = [here, there];
    const end = vi.fn(() => {
      sessions = [here];
      return new Response(null, { status: 204 });
    });
    const { user } = open({
      'GET /api/account/sessions': () => Response.json({ sessions }),
      [`DELETE /api/account/sessions/${there.id}`]: end,
    });
    const section = await screen.findByTestId('sessions-section');
    await waitFor(() => expect(within(section).getAllByTestId('session-row')).toHaveLength(2));
    const buttons = within(section).getAllByTestId('session-sign-out');
    await user.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByTestId('sessions-confirm');
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(end).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(section).getAllByTestId('session-row')).toHaveLength(1));
  });

  it('asks before signing out everywhere, in Japanese, and sends nothing when cancelled', async () => {
    const { user, fetch } = open({}, 'jp');
    const section = await screen.findByTestId('sessions-section');
    await within(section).findByTestId('session-row');
    await user.click(within(section).getByTestId('sessions-end-all'));
    const dialog = await screen.findByTestId('sessions-confirm');
    expect(dialog).toHaveTextContent('すべての端末でサインアウトしますか？');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('sessions-confirm')).toBeNull());
    expect(called(fetch, 'POST /api/account/sessions/end-all')).toBe(0);
  });

  it.each([
    ['en', 'That did not work. Please try again.'],
    ['jp', 'うまくいきませんでした。もう一度お試しください。'],
  ] as const)('says when a sign-out failed (%s)', async (lang, message) => {
    const { user } = open(
      {
        'GET /api/account/sessions': () => Response.json({ sessions: [here, there] }),
        [`DELETE /api/account/sessions/${there.id}`]: () => refused('record.not_found'),
      },
      lang,
    );
    const section = await screen.findByTestId('sessions-section');
    await waitFor(() => expect(within(section).getAllByTestId('session-row')).toHaveLength(2));
    await user.click(within(section).getAllByTestId('session-sign-out')[1] as HTMLElement);
    const dialog = await screen.findByTestId('sessions-confirm');
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    expect(await within(section).findByTestId('sessions-error')).toHaveTextContent(message);
  });
});
