import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';

const none = { totp: null, recoveryCodesLeft: 0, history: [] };
const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);

/** /profile/setting for a signed-in person; the factors route answers as the stubs say. */
function open(api: ApiStubs, path = '/en/profile/setting') {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(), {
    'GET /api/invitations': () => Response.json({ items: [], next: null }),
    ...api,
  });
  const router = renderAt(path);
  return { user, fetch, router };
}

describe('two-step verification on /profile/setting (docs/identity.md "Second factor")', () => {
  it('sets up an authenticator: QR code and key, a typed code, then ten recovery codes shown once', async () => {
    let enrolled = false;
    const confirm = vi.fn(() => {
      enrolled = true;
      return Response.json({ recoveryCodes: codes });
    });
    const { user } = open({
      'GET /api/profile': () => Response.json(rolesWith()),
      'GET /api/account/factors': () =>
        Response.json(
          enrolled
            ? {
                totp: { enrolledAt: '2026-12-01T00:00:00.000Z', lastUsedAt: null },
                recoveryCodesLeft: 10,
                history: [],
              }
            : none,
        ),
      'POST /api/account/factors/totp': () =>
        Response.json({
          secret: 'GEZDGNBVGY3TQOJQ',
          uri: 'otpauth://totp/TourTariff:hanako?secret=GEZDGNBVGY3TQOJQ',
        }),
      'POST /api/account/factors/totp/confirm': confirm,
    });
    const section = await screen.findByTestId('security-section');
    await user.click(await within(section).findByTestId('totp-start'));
    expect(await within(section).findByTestId('totp-qr')).toBeInTheDocument();
    expect(within(section).getByTestId('totp-secret')).toHaveValue('GEZDGNBVGY3TQOJQ');
    await user.type(within(section).getByLabelText('Code'), '123456');
    await user.click(within(section).getByTestId('totp-confirm'));
    expect(await within(section).findAllByTestId('recovery-code')).toHaveLength(10);
    const sent = (confirm.mock.calls[0] as unknown as [RequestInit] | undefined)?.[0];
    expect(JSON.parse(String(sent?.body))).toEqual({ code: '123456' });
    await user.click(within(section).getByTestId('recovery-codes-done'));
    expect(await within(section).findByTestId('totp-enrolled')).toHaveTextContent('10 recovery codes left.');
    expect(within(section).queryByTestId('recovery-code')).toBeNull();
  });

  it('says why a wrong code was refused', async () => {
    const { user } = open({
      'GET /api/profile': () => Response.json(rolesWith()),
      'GET /api/account/factors': () => Response.json(none),
      'POST /api/account/factors/totp': () => Response.json({ secret: 'GEZDGNBV', uri: 'otpauth://totp/x' }),
      'POST /api/account/factors/totp/confirm': () =>
        Response.json({ error: { code: 'mfa.invalid_code', message: 'wrong', params: {} } }, { status: 400 }),
    });
    const section = await screen.findByTestId('security-section');
    await user.click(await within(section).findByTestId('totp-start'));
    await user.type(await within(section).findByLabelText('Code'), '000000');
    await user.click(within(section).getByTestId('totp-confirm'));
    expect(
      await within(section).findByText('That code is wrong, expired or already used.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'A recovery of this account has been started'],
    ['jp', 'このアカウントの復旧が始まっています。'],
  ] as const)('warns of a recovery waiting on the account (%s)', async (lang, text) => {
    open(
      {
        'GET /api/profile': () => Response.json(rolesWith()),
        'GET /api/account/factors': () =>
          Response.json({ ...none, recovery: { readyAt: '2026-12-02T09:00:00.000Z' } }),
      },
      `/${lang}/profile/setting`,
    );
    expect(await screen.findByTestId('recovery-pending')).toHaveTextContent(text);
  });

  it('shows nothing to set up when the server has no factors route', async () => {
    open({ 'GET /api/profile': () => Response.json(rolesWith()) });
    expect(await screen.findByTestId('my-invitations-section')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('security-section')).toBeNull());
  });

  it('takes a person whose company requires a second factor to the setup, and holds the company back there', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c2');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'supplier');
    const { router } = open(
      {
        'GET /api/profile': () =>
          Response.json({ ...rolesWith({ corporate: [corporateSupplier] }), secondFactorNeeded: ['c2'] }),
        'GET /api/account/factors': () => Response.json(none),
      },
      '/en/search',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/setting'));
    expect(await screen.findByTestId('second-factor-required')).toBeInTheDocument();
    expect(screen.queryByTestId('members-section')).toBeNull();
  });

  it('lets a sign-in held back by its company confirm with a factor already set up (docs/identity.md "Step-up")', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c2');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'supplier');
    let held = true;
    const stepUp = vi.fn(() => {
      held = false;
      return new Response(null, { status: 204 });
    });
    const { user } = open({
      'GET /api/profile': () =>
        Response.json({
          ...rolesWith({ corporate: [corporateSupplier] }),
          secondFactorNeeded: held ? ['c2'] : [],
        }),
      'GET /api/account/factors': () =>
        Response.json({
          ...none,
          totp: { enrolledAt: '2026-12-01T00:00:00.000Z', lastUsedAt: null },
          recoveryCodesLeft: 9,
        }),
      'GET /api/account/passkeys': () => Response.json({ passkeys: [] }),
      'POST /api/auth/step-up': stepUp,
    });
    const box = await screen.findByTestId('step-up');
    expect(box).toHaveTextContent('Confirm this sign-in');
    // No passkey registered: only the code is offered.
    expect(within(box).queryByTestId('step-up-passkey')).toBeNull();
    await user.type(within(box).getByLabelText('Code'), ' 123456 ');
    await user.click(within(box).getByTestId('step-up-code'));
    await waitFor(() => expect(stepUp).toHaveBeenCalledOnce());
    const sent = (stepUp.mock.calls[0] as unknown as [RequestInit] | undefined)?.[0];
    expect(JSON.parse(String(sent?.body))).toEqual({ code: '123456' });
    // The roles object is read again: the company opens and the step-up goes.
    expect(await screen.findByTestId('members-section')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('step-up')).toBeNull());
  });

  it('says why a step-up code was refused', async () => {
    const { user } = open(
      {
        'GET /api/profile': () =>
          Response.json({ ...rolesWith({ corporate: [corporateSupplier] }), secondFactorNeeded: ['c2'] }),
        'GET /api/account/factors': () =>
          Response.json({ ...none, totp: { enrolledAt: '2026-12-01T00:00:00.000Z', lastUsedAt: null } }),
        'GET /api/account/passkeys': () => Response.json({ passkeys: [] }),
        'POST /api/auth/step-up': () =>
          Response.json(
            { error: { code: 'mfa.invalid_code', message: 'wrong', params: {} } },
            { status: 400 },
          ),
      },
      '/jp/profile/setting',
    );
    const box = await screen.findByTestId('step-up');
    expect(box).toHaveTextContent('このサインインを確認する');
    await user.type(within(box).getByLabelText('確認コード'), '000000');
    await user.click(within(box).getByTestId('step-up-code'));
    expect(await within(box).findByText(/コード/, { selector: '.invalid-feedback' })).toBeInTheDocument();
  });

  it('removes the app with a current code instead of the password, for a person who has none here', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    const { user } = open({
      'GET /api/profile': () => Response.json(rolesWith()),
      'GET /api/account/factors': () =>
        Response.json({ ...none, totp: { enrolledAt: '2026-12-01T00:00:00.000Z', lastUsedAt: null } }),
      'POST /api/account/factors/totp/remove': remove,
    });
    const section = await screen.findByTestId('security-section');
    await user.click(await within(section).findByTestId('totp-remove'));
    await user.click(within(section).getByRole('button', { name: 'Use a code instead of the password' }));
    await user.type(within(section).getByLabelText('Code'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Remove the authenticator app' }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
    const sent = (remove.mock.calls[0] as unknown as [RequestInit] | undefined)?.[0];
    expect(JSON.parse(String(sent?.body))).toEqual({ code: '654321' });
  });
});
