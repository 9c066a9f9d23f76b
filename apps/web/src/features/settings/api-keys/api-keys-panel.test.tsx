import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyView } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';

const base = '/api/space/c2/api-keys';
const key: ApiKeyView = {
  id: '0b7c6f0e-4a51-4c8e-9d3a-2f6a1c3d5e7f',
  space: 'c2',
  name: 'Booking system',
  scope: 'read',
  prefix: 'tt_live_AbCd',
  createdBy: 'user-1',
  createdAt: '2025-04-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2025-05-02T10:00:00.000Z',
  revokedAt: null,
};

/** /profile/setting with the corporate supplier space chosen, as one of its members in `memberRole`. */
function open(api: ApiStubs = {}, memberRole: 'owner' | 'admin' | 'member' = 'owner', locale = 'en') {
  window.sessionStorage.setItem('current_profile_key', 'c2');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
  const user = userEvent.setup();
  const fetch = stubSession(signedIn([`tourtariff:supplier:${memberRole}`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [{ ...corporateSupplier, memberRole }] })),
    'GET /api/corporate/c2/members': () => Response.json({ items: [], next: null }),
    'GET /api/corporate/c2/invitations': () => Response.json({ items: [], next: null }),
    'GET /api/invitations': () => Response.json({ items: [], next: null }),
    [`GET ${base}`]: () => Response.json({ items: [key], next: null }),
    ...api,
  });
  renderAt(`/${locale}/profile/setting`);
  return { user, fetch };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

describe('API keys in the space settings', () => {
  it('lists the keys with scope, creation, expiry and last use', async () => {
    open();
    const row = await screen.findByTestId('api-key-row');
    expect(row).toHaveTextContent('Booking system');
    expect(row).toHaveTextContent('tt_live_AbCd…');
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('1 April 2025');
    expect(row).toHaveTextContent('No expiry');
    expect(row).toHaveTextContent('2 May 2025');
  });

  it('says so when the space has no keys', async () => {
    open({ [`GET ${base}`]: () => Response.json({ items: [], next: null }) });
    expect(await screen.findByTestId('api-keys-empty')).toHaveTextContent('This space has no API keys yet.');
  });

  it('is not shown to a plain member', async () => {
    open({}, 'member');
    await screen.findByTestId('members-section');
    expect(screen.queryByTestId('api-keys-section')).not.toBeInTheDocument();
  });

  it('creates a key and shows its secret once, with a copy button', async () => {
    const secret = `tt_live_${'x'.repeat(43)}`;
    const post = vi.fn(() => Response.json({ ...key, scope: 'write', name: 'Sync', secret }));
    const { user } = open({ [`POST ${base}`]: post });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByTestId('api-key-create');
    await user.type(within(dialog).getByLabelText('Name'), 'Sync');
    await user.click(within(dialog).getByLabelText(/Read and write/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByTestId('api-key-secret');
    expect(within(shown).getByLabelText('API key')).toHaveValue(secret);
    expect(shown).toHaveTextContent('shown only this once');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(bodyOf(post)).toEqual({ name: 'Sync', scope: 'write', expiresAt: null });

    const closers = within(shown).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('asks for a name before creating', async () => {
    const post = vi.fn(() => Response.json({}));
    const { user } = open({ [`POST ${base}`]: post });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByTestId('api-key-create');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('revokes a key after a confirmation', async () => {
    let items: ApiKeyView[] = [key];
    const remove = vi.fn(() => {
      items = [{ ...key, revokedAt: '2025-06-01T00:00:00.000Z' }];
      return Response.json(items[0]);
    });
    const { user } = open({
      [`GET ${base}`]: () => Response.json({ items, next: null }),
      [`DELETE ${base}/${key.id}`]: remove,
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Booking system' }));
    const confirm = await screen.findByTestId('api-key-revoke');
    expect(confirm).toHaveTextContent('lose access with their very next request');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Revoked 1 June 2025')).toBeInTheDocument();
  });

  it('speaks Japanese on /jp, refusals included', async () => {
    const { user } = open(
      {
        [`POST ${base}`]: () =>
          Response.json(
            {
              error: {
                code: 'apikey.limit_reached',
                message: 'A space holds at most 25',
                params: { max: 25 },
              },
            },
            { status: 409 },
          ),
      },
      'owner',
      'jp',
    );
    expect(await screen.findByText('京都旅館株式会社 のAPIキー')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'APIキーを作成' }));
    const dialog = await screen.findByTestId('api-key-create');
    await user.type(within(dialog).getByLabelText('名前'), '予約');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByTestId('api-key-create-error')).toHaveTextContent(
      'このスペースの有効なAPIキーは上限に達しています。',
    );
  });
});
