import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, corporateSupplier, rolesWith } from '../../../../test/spaces';
import { chooseSupplierSpace, eventView, tariff } from '../test/fixtures';

const BACK = 'Back to events';
const JP_BACK = 'イベント一覧に戻る';

const tariffs = {
  items: [
    tariff('tf_ryokan', 'Machiya ryokan stay', 'published'),
    tariff('tf_tea', 'Tea ceremony', 'draft'),
    tariff('tf_old', 'Old bus', 'archived'),
  ],
  next: null,
};

function open(path = '/en/tariff/events/new', api: ApiStubs = {}) {
  chooseSupplierSpace();
  const user = userEvent.setup();
  stubSession(signedIn(['tourtariff:supplier:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    'GET /api/v1/Tariff?space=c2&limit=100': () => Response.json(tariffs),
    'GET /api/v1/Event?space=c2&limit=20': () => Response.json({ items: [], next: null }),
    ...api,
  });
  const router = renderAt(path);
  return { user, router };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title (Japanese)'), '春の京都フェア');
  await user.type(screen.getByLabelText('Title (English)'), 'Kyoto Spring Fair');
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-04-01' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-04-05' } });
}

afterEach(() => window.sessionStorage.clear());

describe('/tariff/events/new', () => {
  it('posts the event of the current space and then shows the shareable link on the list', async () => {
    const post = vi.fn(() => Response.json(eventView()));
    const { user, router } = open(undefined, { 'POST /api/v1/Event': post });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Place (English)'), 'Kyoto City');
    await user.selectOptions(screen.getByLabelText('Prefecture'), '26');
    // Archived tariffs cannot be linked (the server refuses them), so they are not offered.
    expect(screen.queryByText('Old bus')).not.toBeInTheDocument();
    expect(await screen.findByText('Tea ceremony')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Machiya ryokan stay/));
    await user.click(screen.getByLabelText('Publish the event page'));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(bodyOf(post)).toEqual({
      space: 'c2',
      title: { jp: '春の京都フェア', en: 'Kyoto Spring Fair' },
      description: { jp: '', en: '' },
      dates: { from: '2025-04-01', to: '2025-04-05' },
      place: { jp: '', en: 'Kyoto City' },
      prefecture: '26',
      tariffs: ['tf_ryokan'],
      published: true,
    });
    const notice = await screen.findByTestId('event-saved');
    expect(router.state.location.pathname).toBe('/en/tariff/events/list');
    expect(notice).toHaveTextContent('The event was created.');
    expect(within(notice).getByLabelText('Shareable link')).toHaveValue(
      `${window.location.origin}/tariff/events/event/ev_spring`,
    );
    expect(within(notice).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("shows the server's field refusals beside the fields they name", async () => {
    const post = vi.fn(() =>
      Response.json(
        {
          error: {
            code: 'request.invalid',
            message: 'Invalid request',
            fields: [
              { field: 'body.dates.to', rule: 'date_order', message: 'must not be before from' },
              {
                field: 'body.place.en',
                rule: 'too_big',
                message: 'Too big: expected at most 200',
                params: { origin: 'string', maximum: 200 },
              },
            ],
          },
        },
        { status: 400 },
      ),
    );
    const { user, router } = open(undefined, { 'POST /api/v1/Event': post });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    const end = screen.getByLabelText('End date');
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription('The end date comes before the start date.');
    expect(screen.getByLabelText('Place (English)')).toHaveAccessibleDescription(
      'Enter at most 200 characters.',
    );
    expect(router.state.location.pathname).toBe('/en/tariff/events/new');
  });

  it('checks title and dates before sending anything', async () => {
    const post = vi.fn(() => Response.json(eventView()));
    const { user } = open(undefined, { 'POST /api/v1/Event': post });
    await user.click(await screen.findByRole('button', { name: 'Create event' }));
    expect(screen.getByLabelText('Title (Japanese)')).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('edits an event with ?key= through PATCH', async () => {
    const patch = vi.fn(() => Response.json(eventView({ published: false })));
    const { user, router } = open('/en/tariff/events/new?key=ev_spring', {
      'GET /api/v1/Event/ev_spring': () => Response.json(eventView()),
      'PATCH /api/v1/Event/ev_spring': patch,
    });
    expect(await screen.findByRole('heading', { name: 'Edit event' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Kyoto Spring Fair');
    expect(await screen.findByLabelText(/Machiya ryokan stay/)).toBeChecked();
    await user.click(screen.getByLabelText('Publish the event page'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patch).toHaveBeenCalledOnce());
    expect(bodyOf(patch)).toMatchObject({ published: false, tariffs: ['tf_ryokan'], prefecture: '26' });
    expect(await screen.findByTestId('event-saved')).toHaveTextContent('The event was saved.');
    expect(router.state.location.pathname).toBe('/en/tariff/events/list');
  });

  it('asks for a supplier space when the current one is a buyer', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c1');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'buyer');
    stubSession(signedIn(['tourtariff:buyer:owner']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    });
    renderAt('/en/tariff/events/new');
    expect(await screen.findByTestId('events-supplier-only')).toHaveTextContent('A supplier space is needed');
    expect(screen.queryByTestId('event-form')).not.toBeInTheDocument();
  });
});

describe('leaving the event form with unsaved changes', () => {
  it('asks with the save dialog: キャンセル stays, 保存する saves and goes on, or leave without saving', async () => {
    const post = vi.fn(() => Response.json(eventView()));
    const { user, router } = open(undefined, { 'POST /api/v1/Event': post });
    await fillRequired(user);
    const back = () => user.click(screen.getByRole('link', { name: BACK }));

    await back();
    let dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('Save your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/tariff/events/new');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Kyoto Spring Fair');

    await back();
    dialog = await screen.findByTestId('leave-dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/events/list'));
    expect(post).toHaveBeenCalledOnce();
    expect(bodyOf(post)).toMatchObject({ title: { jp: '春の京都フェア', en: 'Kyoto Spring Fair' } });
  });

  it('leaves without saving when the supplier says so, and does not ask without changes', async () => {
    const post = vi.fn(() => Response.json(eventView()));
    const { user, router } = open(undefined, { 'POST /api/v1/Event': post });
    await user.click(await screen.findByRole('link', { name: BACK }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/events/list'));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();

    await router.navigate('/en/tariff/events/new');
    await fillRequired(user);
    await user.click(screen.getByRole('link', { name: BACK }));
    await user.click(
      within(await screen.findByTestId('leave-dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/events/list'));
    expect(post).not.toHaveBeenCalled();
  });

  it('lets the supplier go to the list without asking once the event is created', async () => {
    const post = vi.fn(() => Response.json(eventView()));
    const { user, router } = open(undefined, { 'POST /api/v1/Event': post });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/events/list'));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
  });

  it('asks in Japanese on the Japanese screen', async () => {
    const { user } = open('/jp/tariff/events/new');
    await user.type(await screen.findByLabelText('タイトル（日本語）'), '春の京都フェア');
    await user.click(screen.getByRole('link', { name: JP_BACK }));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('変更を保存しますか？');
    expect(within(dialog).getByRole('button', { name: '保存する' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });
});
