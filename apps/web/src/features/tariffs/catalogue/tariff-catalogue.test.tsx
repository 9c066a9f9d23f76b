import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { TariffView } from '../api/types';
import { buildView, supplierAccess, teaDoc } from '../test/fixtures';

const listUrl = (query = '') => `GET /api/v1/Tariff?space=c2&limit=20${query}`;

const bus = buildView({
  key: 'tf_bus',
  title: { jp: '貸切バス', en: 'Chartered bus' },
  state: 'published',
  version: 2,
  pending: { version: 3, state: 'draft', note: null, updatedAt: null },
  actions: ['archive'],
});

function open(
  items: TariffView[],
  api: ApiStubs = {},
  roles = rolesWith({ corporate: [corporateSupplier] }),
) {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(supplierAccess), {
    'GET /api/profile': () => Response.json(roles),
    [listUrl()]: () => Response.json({ items, next: null }),
    ...api,
  });
  renderAt('/en/tariff/list');
  return { user, fetch };
}

const sent = (fetch: ReturnType<typeof stubSession>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe('tariff list', () => {
  it('lists the space’s tariffs with state, pending revision, version and last change', async () => {
    open([buildView(), bus]);
    const table = await screen.findByTestId('tariff-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Tea ceremony experience');
    expect(rows[0]).toHaveTextContent('Draft');
    expect(rows[0]).toHaveTextContent('v1');
    expect(rows[0]).toHaveTextContent('2 March 2025');
    expect(rows[1]).toHaveTextContent('Published');
    expect(rows[1]).toHaveTextContent('Revision (draft)');
    expect(rows[1]).toHaveTextContent('v3');
    // Submitting is offered only where the server says it is possible.
    expect(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: 'Submit for review: “Tea ceremony experience”',
      }),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /for review/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit “Chartered bus”' })).toHaveAttribute(
      'href',
      '/en/tariff/list/tf_bus',
    );
  });

  it('archives only after the confirmation', async () => {
    const archive = vi.fn(() => Response.json({ ...bus, state: 'archived', pending: null, actions: [] }));
    const { user, fetch } = open([buildView(), bus], { 'PATCH /api/tariff/tf_bus/archive': archive });
    await user.click(await screen.findByRole('button', { name: 'Archive “Chartered bus”' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive this tariff?');
    expect(dialog).toHaveTextContent('“Chartered bus” will be archived');
    expect(sent(fetch, 'PATCH')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(archive).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archive “Chartered bus”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('“Chartered bus” has been archived.')).toBeInTheDocument();
  });

  it('duplicates a tariff as a new draft and opens it', async () => {
    const create = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Response.json(buildView({ ...body, key: 'tf_copy' }));
    });
    const { user } = open([buildView()], {
      'POST /api/v1/Tariff': create,
      'GET /api/v1/Tariff/tf_copy': () => Response.json(buildView({ key: 'tf_copy' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate “Tea ceremony experience”' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const body = JSON.parse(String(create.mock.calls[0]?.[0]?.body));
    expect(body).toMatchObject({ space: 'c2', seasons: teaDoc.seasons, rates: teaDoc.rates });
    expect(body.title).toEqual({ jp: '茶道体験（コピー）', en: 'Tea ceremony experience (copy)' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit tariff' })).toBeInTheDocument();
  });

  it('shows an empty state with a create button', async () => {
    open([]);
    const empty = await screen.findByTestId('tariffs-empty');
    expect(empty).toHaveTextContent('This space has no tariffs yet.');
    expect(within(empty).getByRole('link', { name: 'Create your first tariff' })).toHaveAttribute(
      'href',
      '/en/tariff/list/new',
    );
  });

  it('filters by state and pages with the server’s cursor', async () => {
    const second = vi.fn(() => Response.json({ items: [bus], next: null }));
    const { user } = open([buildView()], {
      [listUrl()]: () => Response.json({ items: [buildView()], next: 'c1' }),
      [listUrl('&cursor=c1')]: second,
      [listUrl('&state=published')]: () => Response.json({ items: [bus], next: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Chartered bus')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by state'), 'Published');
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back a page when archiving empties a page beyond the first', async () => {
    let archived = false;
    const { user } = open([], {
      [listUrl()]: () => Response.json({ items: [buildView()], next: archived ? null : 'c1' }),
      [listUrl('&cursor=c1')]: () => Response.json({ items: archived ? [] : [bus], next: null }),
      'PATCH /api/tariff/tf_bus/archive': () => {
        archived = true;
        return Response.json({ ...bus, state: 'archived', pending: null, actions: [] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Archive “Chartered bus”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    const rows = within(await screen.findByTestId('tariff-table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Tea ceremony experience')]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('shows the empty state when archiving removes the only tariff in the chosen state', async () => {
    let archived = false;
    const { user } = open([], {
      [listUrl('&state=draft')]: () => Response.json({ items: archived ? [] : [buildView()], next: null }),
      'PATCH /api/tariff/tf_tea/archive': () => {
        archived = true;
        return Response.json(buildView({ state: 'archived', actions: [] }));
      },
    });
    await user.selectOptions(await screen.findByLabelText('Filter by state'), 'Draft');
    await user.click(await screen.findByRole('button', { name: 'Archive “Tea ceremony experience”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('tariffs-empty')).toHaveTextContent('No tariffs in this state.');
    expect(screen.queryByTestId('tariff-table')).toBeNull();
  });

  it('tells a buyer space that tariffs belong to suppliers, without a create button', async () => {
    open([], {}, rolesWith({ corporate: [corporateBuyer] }));
    expect(await screen.findByTestId('not-supplier')).toHaveTextContent('Tariffs belong to supplier spaces');
    expect(screen.queryByRole('link', { name: 'New tariff' })).toBeNull();
  });
});

describe('tariff CSV import', () => {
  const file = () => new File(['key,title_jp\n,茶道\n'], 'tariffs.csv', { type: 'text/csv' });

  it('lists every failing line and column when the server refuses the file', async () => {
    const refused = {
      error: {
        code: 'request.unprocessable',
        message: 'Invalid request',
        fields: [
          { field: 'lines.3.rates', rule: 'csv_format', message: '"x" is not a rate' },
          { field: 'lines.2.prefecture', rule: 'prefecture', message: 'prefecture: must be a JIS code' },
          { field: 'lines.4', rule: 'column_count', message: 'has 3 cells, the header 40' },
          { field: 'lines.5.tags', rule: 'rule_of_a_newer_server', message: 'is not accepted yet' },
        ],
      },
    };
    const post = vi.fn((_init?: RequestInit) => Response.json(refused, { status: 422 }));
    const { user } = open([buildView()], { 'POST /api/v1/Tariff/csv': post });
    await user.upload(await screen.findByLabelText('CSV file to import'), file());
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));

    const table = await screen.findByTestId('csv-errors');
    expect(screen.getByText(/nothing has been saved/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2prefectureChoose a prefecture.',
      '3ratesThe cell is not written as this column expects.',
      '4(whole line)The number of cells does not match the header.',
      // A rule this build has no text for keeps the server's words.
      '5tagsis not accepted yet',
    ]);
    expect(JSON.parse(String(post.mock.calls[0]?.[0]?.body))).toEqual({
      space: 'c2',
      csv: 'key,title_jp\n,茶道\n',
    });
  });

  it('says how many tariffs were imported and refreshes the list', async () => {
    let imported = false;
    const { user } = open([], {
      [listUrl()]: () => Response.json({ items: imported ? [buildView()] : [], next: null }),
      'POST /api/v1/Tariff/csv': () => {
        imported = true;
        return Response.json({ created: 1, updated: 0, unchanged: 0, items: [] });
      },
    });
    await user.upload(await screen.findByLabelText('CSV file to import'), file());
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Imported 1 lines (1 new, 0 updated, 0 unchanged).')).toBeInTheDocument();
    expect(await screen.findByText('Tea ceremony experience')).toBeInTheDocument();
  });
});
