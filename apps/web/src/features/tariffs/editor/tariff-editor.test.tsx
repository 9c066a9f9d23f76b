import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { TariffView } from '../api/types';
import { buildView, supplierAccess } from '../test/fixtures';

function open(path: string, api: ApiStubs = {}) {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(supplierAccess), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    ...api,
  });
  const router = renderAt(path);
  return { user, fetch, router };
}

const openTariff = (tariff: TariffView, api: ApiStubs = {}) =>
  open(`/en/tariff/list/${tariff.key}`, {
    [`GET /api/v1/Tariff/${tariff.key}`]: () => Response.json(tariff),
    ...api,
  });

// Date inputs take the whole value at once in jsdom; typing them character by character does not.
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('tariff editor', () => {
  it('creates a tariff with two seasons and opens its edit address', async () => {
    const post = vi.fn((init?: RequestInit) =>
      Response.json(
        buildView({ ...JSON.parse(String(init?.body)), key: 'tf_new', actions: ['submit', 'archive'] }),
      ),
    );
    const { user, router } = open('/en/tariff/list/new', {
      'POST /api/v1/Tariff': post,
      'GET /api/v1/Tariff/tf_new': () => Response.json(buildView({ key: 'tf_new' })),
    });

    await user.type(await screen.findByLabelText('Title (Japanese)'), '茶道体験');
    await user.type(screen.getByLabelText('Title (English)'), 'Tea ceremony');
    await user.selectOptions(screen.getByLabelText('Category'), 'Activity');
    await user.selectOptions(screen.getByLabelText('Prefecture'), 'Kyoto');
    setDate('Valid from', '2025-04-01');
    setDate('Valid to', '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    await user.type(screen.getByLabelText('Season name (Japanese) 1'), '繁忙期');
    await user.type(screen.getByLabelText('Season name (English) 1'), 'Peak');
    setDate('Season start 1', '2025-04-01');
    setDate('Season end 1', '2025-05-31');
    await user.type(screen.getByLabelText('Season name (Japanese) 2'), '通常期');
    setDate('Season start 2', '2025-06-01');
    setDate('Season end 2', '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    // The page is English: the season is offered by its English name, else its Japanese one.
    await user.selectOptions(screen.getByLabelText('Rate season 1'), 'Peak');
    expect(screen.getByRole('option', { name: '通常期' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Max pax 1'), '8');
    await user.type(screen.getByLabelText('Adult 1'), '8,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(post.mock.calls[0]?.[0]?.body))).toMatchObject({
      space: 'c2',
      title: { jp: '茶道体験', en: 'Tea ceremony' },
      category: 'activity',
      prefecture: '26',
      currency: 'JPY',
      validity: { from: '2025-04-01', to: '2026-03-31' },
      seasons: [
        { name: { jp: '繁忙期', en: 'Peak' }, from: '2025-04-01', to: '2025-05-31' },
        { name: { jp: '通常期', en: '' }, from: '2025-06-01', to: '2026-03-31' },
      ],
      rates: [{ season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 8, adult: 8000, child: null }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/list/tf_new'));
    expect(await screen.findByText('The tariff has been created.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('marks what it can tell before sending and sends nothing', async () => {
    const { user, fetch } = open('/en/tariff/list/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title (Japanese)');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Please fill this in.');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/v1/Tariff'))).toBe(false);
  });

  it('shows a server refusal naming rates.0.adult beside that input', async () => {
    const refusal = {
      error: {
        code: 'request.invalid',
        message: 'Invalid request: body.rates.0.adult: Too big',
        fields: [
          {
            field: 'body.rates.0.adult',
            rule: 'too_big',
            message: 'Too big: expected number to be <=10000000000',
            params: { origin: 'number', maximum: 10000000000 },
          },
        ],
      },
    };
    const put = vi.fn((_init?: RequestInit) => Response.json(refusal, { status: 400 }));
    const { user } = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.type(await screen.findByLabelText('Title (English)'), ' in Uji');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const adult = screen.getByLabelText('Adult 1');
    await waitFor(() => expect(adult).toHaveAttribute('aria-invalid', 'true'));
    // The rule in the reader's words with its params, not the server's English message.
    expect(adult).toHaveAccessibleDescription('Enter 10000000000 or less.');
    expect(adult).toHaveFocus();
    expect(screen.getByTestId('editor-refusal')).toHaveTextContent('Please check the marked inputs.');
    expect(JSON.parse(String(put.mock.calls[0]?.[0]?.body)).title.en).toBe('Tea ceremony experience in Uji');
  });

  it('submits a saved draft for review', async () => {
    const submit = vi.fn(() => Response.json(buildView({ state: 'submitted', actions: ['archive'] })));
    const { user, fetch } = openTariff(buildView(), { 'PATCH /api/tariff/tf_tea/submit': submit });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    // Nothing changed, so nothing is saved first.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // A result to acknowledge: the message dialog, closed with OK.
    const dialog = await screen.findByTestId('submitted-dialog');
    expect(dialog).toHaveTextContent('Submitted for review');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('submitted-dialog')).toBeNull());
  });

  it('puts a refused submit beside the field it names, in Japanese on /jp', async () => {
    const refusal = {
      error: {
        code: 'request.unprocessable',
        message: 'A tariff needs at least one rate before review',
        fields: [
          { field: 'rates', rule: 'required_for_submit', message: 'needs at least one rate before review' },
        ],
      },
    };
    const tariff = buildView();
    open(`/jp/tariff/list/${tariff.key}`, {
      [`GET /api/v1/Tariff/${tariff.key}`]: () => Response.json(tariff),
      'PATCH /api/tariff/tf_tea/submit': () => Response.json(refusal, { status: 422 }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: '審査に提出' }));
    expect(await screen.findByText('審査に出す前に料金を1行以上入力してください。')).toBeInTheDocument();
    expect(screen.getByTestId('editor-refusal')).toHaveTextContent('入力内容を確認してください。');
    expect(document.body).not.toHaveTextContent('needs at least one rate');
  });

  it('keeps a tariff in review read-only and says why', async () => {
    openTariff(buildView({ state: 'submitted', actions: ['archive'] }));
    expect(await screen.findByText(/in review and cannot be edited/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title (Japanese)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the administrator’s note on a returned tariff', async () => {
    openTariff(
      buildView({ state: 'returned', note: '大人料金を税込で記載してください。', actions: ['archive'] }),
    );
    const note = await screen.findByTestId('returned-note');
    expect(note).toHaveTextContent('Correction note from the administrator');
    expect(note).toHaveTextContent('大人料金を税込で記載してください。');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('edits a published tariff as a revision while the published one stays visible', async () => {
    openTariff(buildView({ state: 'published', actions: ['archive'] }));
    expect(await screen.findByText(/becomes a new version that goes through review/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toBeEnabled();
  });

  it('previews the form as buyers will see it', async () => {
    const { user } = openTariff(buildView());
    await user.click(await screen.findByRole('tab', { name: 'Preview' }));
    const sheet = await screen.findByTestId('tariff-sheet');
    expect(within(sheet).getAllByText(/Tea ceremony experience/).length).toBeGreaterThan(0);
  });

  it('labels every input in Japanese, with the language and the row number', async () => {
    const { user } = open('/jp/tariff/list/new');
    expect(await screen.findByLabelText('タイトル（日本語）')).toBeInTheDocument();
    expect(screen.getByLabelText('タイトル（英語）')).toBeInTheDocument();
    for (const label of ['カテゴリー', '都道府県', '有効期間の開始日', '有効期間の終了日'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'シーズンを追加' }));
    await user.click(screen.getByRole('button', { name: '料金を追加' }));
    for (const label of [
      'シーズン名（日本語） 1',
      'シーズン名（英語） 1',
      'シーズン開始日 1',
      'シーズン終了日 1',
      '適用シーズン 1',
      '大人 1',
      '子ども 1',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '税込' })).toBeChecked();
    expect(screen.getByLabelText('通貨')).toHaveValue('JPY');
    expect(screen.getByRole('button', { name: '保存する' })).toBeInTheDocument();
  });
});
