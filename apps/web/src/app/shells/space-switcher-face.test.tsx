import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';
import { prefetchRoles, spaceKeys } from '../../lib/roles';
import { AppProvider } from '../provider';
import { SpaceSwitcherFace } from './space-switcher-face';

const buyer = signedIn(['tourtariff:user', 'tourtariff:buyer', 'tourtariff:buyer:owner']);

describe('the space switcher face', () => {
  it('paints no placeholder name before the spaces are in, then the current space with its badge', async () => {
    let answer: (response: Response) => void = () => {};
    stubSession(buyer, {
      'GET /api/profile': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(
      <AppProvider>
        <SpaceSwitcherFace />
      </AppProvider>,
    );
    const face = await screen.findByTestId('space-switcher-face');
    expect(face).toHaveTextContent(/^$/);
    expect(within(face).queryByTestId('role-badge')).toBeNull();

    answer(Response.json(rolesWith({ corporate: [corporateBuyer] })));
    await waitFor(() => expect(face).toHaveTextContent('さくらトラベル株式会社'));
    expect(within(face).getByTestId('role-badge')).toHaveTextContent('バイヤー');
    // A face, not a control: nothing to focus or press until the dropdown is in.
    expect(within(face).queryByRole('button')).toBeNull();
  });
});

describe('prefetchRoles', () => {
  it('keeps the roles object a signed-in visitor gets', async () => {
    const roles = rolesWith({ corporate: [corporateBuyer] });
    const fetch = stubSession(buyer, { 'GET /api/profile': () => Response.json(roles) });
    const client = new QueryClient();
    prefetchRoles(client);
    await waitFor(() => expect(client.getQueryData(spaceKeys.roles())).toEqual(roles));
    expect(fetch).toHaveBeenCalledWith(
      '/api/profile',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('keeps nothing, and sends nobody to sign-in, when the visitor is not signed in (401)', async () => {
    stubSession(buyer, { 'GET /api/profile': () => new Response('', { status: 401 }) });
    const client = new QueryClient();
    const before = window.location.href;
    prefetchRoles(client);
    await waitFor(() => expect(client.getQueryState(spaceKeys.roles())?.status).toBe('error'));
    expect(client.getQueryData(spaceKeys.roles())).toBeUndefined();
    expect(window.location.href).toBe(before);
  });
});
