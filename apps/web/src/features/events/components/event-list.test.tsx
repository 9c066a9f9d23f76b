import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { EventView } from '../api/types';
import { chooseSupplierSpace, eventView } from '../test/fixtures';

const spring = eventView();
const draft = eventView({
  key: 'ev_autumn',
  title: { jp: '', en: 'Autumn leaves week' },
  dates: { from: '2025-11-10', to: '2025-11-16' },
  place: { jp: '', en: '' },
  prefecture: null,
  tariffs: [],
  published: false,
});

const page =
  (items: EventView[], next: string | null = null) =>
  () =>
    Response.json({ items, next });

function open(api: ApiStubs) {
  chooseSupplierSpace();
  const user = userEvent.setup();
  stubSession(signedIn(['tourtariff:supplier:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    ...api,
  });
  const router = renderAt('/en/tariff/events/list');
  return { user, router };
}

afterEach(() => window.sessionStorage.clear());

describe('/tariff/events/list', () => {
  it('lists the events with dates, place, status and the way back', async () => {
    open({ 'GET /api/v1/Event?space=c2&limit=20': page([spring, draft]) });
    const rows = await screen.findAllByTestId('event-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Kyoto Spring Fair');
    expect(first).toHaveTextContent(/1\s?–\s?5 April 2025/);
    expect(first).toHaveTextContent('Kyoto City');
    expect(first).toHaveTextContent('Kyoto');
    expect(first).toHaveTextContent('Published');
    expect(within(first).getByRole('link', { name: 'Open page: Kyoto Spring Fair' })).toHaveAttribute(
      'href',
      '/en/tariff/events/event/ev_spring',
    );
    expect(within(first).getByRole('link', { name: 'Edit Kyoto Spring Fair' })).toHaveAttribute(
      'href',
      '/en/tariff/events/new?key=ev_spring',
    );
    // An unpublished event has no page to open yet.
    expect(second).toHaveTextContent('Not published');
    expect(within(second).queryByRole('link', { name: /Open the event page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to tariffs/ })).toHaveAttribute('href', '/en/tariff/list');
    expect(screen.getByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      '/en/tariff/events/new',
    );
  });

  it('deletes only after the confirm dialog', async () => {
    let items = [spring, draft];
    const remove = vi.fn(() => {
      items = [draft];
      return Response.json({ key: 'ev_spring', deleted: true });
    });
    const { user } = open({
      'GET /api/v1/Event?space=c2&limit=20': () => Response.json({ items, next: null }),
      'DELETE /api/v1/Event/ev_spring': remove,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Kyoto Spring Fair' }));
    const dialog = await screen.findByTestId('event-delete-confirm');
    expect(dialog).toHaveTextContent('“Kyoto Spring Fair” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('event-delete-confirm')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Kyoto Spring Fair' }));
    await user.click(
      within(await screen.findByTestId('event-delete-confirm')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
    expect(await screen.findByText('“Kyoto Spring Fair” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('event-row')).toHaveLength(1));
  });

  it('offers to create the first event when there are none', async () => {
    open({ 'GET /api/v1/Event?space=c2&limit=20': page([]) });
    const empty = await screen.findByTestId('events-empty');
    expect(empty).toHaveTextContent('No events yet.');
    expect(within(empty).getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/en/tariff/events/new',
    );
  });

  it('pages through the events with the cursor', async () => {
    const { user } = open({
      'GET /api/v1/Event?space=c2&limit=20': page([spring], 'c20'),
      'GET /api/v1/Event?space=c2&limit=20&cursor=c20': page([draft]),
    });
    expect(await screen.findByText('Kyoto Spring Fair')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Autumn leaves week')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Kyoto Spring Fair')).toBeInTheDocument();
  });
});
