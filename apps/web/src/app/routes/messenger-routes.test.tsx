import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';
import { partnership, partnerTariff } from '../../features/partners/test/fixtures';

/** The buyer space さくらトラベル (c1), chosen, with whatever the screen under test asks for. */
function asBuyer(api: Record<string, (init?: RequestInit) => Response>) {
  window.sessionStorage.setItem('current_profile_key', 'c1');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'buyer');
  stubSession(signedIn(['tourtariff:buyer:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    'GET /api/messenger/unread?space=c1': () => Response.json({ total: 0, conversations: 0 }),
    ...api,
  });
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

describe('where the messenger starts', () => {
  it('"Contact supplier" on a tariff opens the conversation about it with its supplier', async () => {
    const start = vi.fn((_init?: RequestInit) => Response.json({ key: 'cv_9', created: true }));
    asBuyer({
      'GET /api/v1/Tariff/tf_hanako-private': () => Response.json(partnerTariff),
      'POST /api/messenger/new': start,
    });
    const router = renderAt('/en/search/tf_hanako-private');
    const panel = await screen.findByTestId('tariff-contact');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Contact supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/messages/cv_9'));
    expect(bodyOf(start)).toEqual({
      space: 'c1',
      participants: ['sp_hanako'],
      subject: partnerTariff.title.en,
      about: { kind: 'tariff', key: 'tf_hanako-private' },
    });
  });

  it('"Message" on an active partner opens the conversation about the partnership', async () => {
    const start = vi.fn((_init?: RequestInit) => Response.json({ key: 'cv_7', created: false }));
    const active = partnership();
    asBuyer({
      'GET /api/v1/Partner?space=c1&tab=active&limit=20': () =>
        Response.json({ items: [active], next: null }),
      'POST /api/messenger/new': start,
    });
    const router = renderAt('/en/partners');
    const card = await screen.findByTestId('partner-card');
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: `Message ${active.partner.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/messages/cv_7'));
    expect(bodyOf(start)).toEqual({
      space: 'c1',
      participants: [active.partner.key],
      about: { kind: 'partnership', key: active.key },
    });
  });
});
