import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import type { TariffView } from '../api/types';
import { auditItems, revisionView, ryokanDoc, tariffView } from './test/fixtures';

const admin = signedIn(['tourtariff:user', 'tourtariff:admin']);
const TARIFF = 'GET /api/v1/Tariff/tf_ryokan';
const AUDIT = 'GET /api/tariff/tf_ryokan/audit?limit=20';
const CORRECT = 'PATCH /api/tariff/admin/tf_ryokan';

function open(view: TariffView, api: ApiStubs = {}, path = '/en/tariff/admin/tf_ryokan') {
  const fetch = stubSession(admin, {
    [TARIFF]: () => Response.json(view),
    [AUDIT]: () => Response.json({ items: auditItems, next: null }),
    'GET /api/tariff/admin/queue?limit=20': () => Response.json({ items: [], next: null }),
    ...api,
  });
  const router = renderAt(path);
  return { fetch, router, user: userEvent.setup() };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));
const callsTo = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  fetch.mock.calls.filter(([called]) => String(called) === url).length;

describe('/tariff/admin/{key} review', () => {
  it('shows a revision as a diff against the published version, amounts in yen', async () => {
    open(revisionView());
    const diff = await screen.findByTestId('revision-diff');
    const rows = within(diff).getAllByTestId('diff-row');
    expect(rows.map((row) => row.getAttribute('data-field'))).toEqual(['title.en', 'rates.0.adult']);
    expect(rows[1]).toHaveTextContent('Rates 1 › Adult');
    expect(within(rows[1] as HTMLElement).getByText('¥28,000').tagName).toBe('DEL');
    expect(within(rows[1] as HTMLElement).getByText('¥26,000').tagName).toBe('INS');
    expect(screen.getByTestId('review-revision')).toHaveTextContent('Revision (in review) · v2');
    // The sheet shows the revision under review, not the published text.
    expect(
      within(screen.getByTestId('tariff-sheet')).getByText('Kyoto ryokan stay, two meals'),
    ).toBeInTheDocument();
  });

  it('shows no diff for a first submission', async () => {
    open(tariffView());
    await screen.findByTestId('tariff-sheet');
    expect(screen.queryByTestId('revision-diff')).not.toBeInTheDocument();
    expect(screen.getByTestId('review-header')).toHaveTextContent('New tariff');
  });

  it('sends only the changed fields, the whole rate table with the edited amount, and refreshes', async () => {
    const corrected = tariffView({
      rates: ryokanDoc.rates.map((rate, i) => (i === 0 ? { ...rate, adult: 27500 } : rate)),
      updatedAt: '2025-03-02T04:00:00.000Z',
    });
    const patch = vi.fn(() => Response.json(corrected));
    const corrections = () => patch.mock.calls.length;
    const { user, fetch } = open(tariffView(), {
      [CORRECT]: patch,
      // As on the server: the tariff reads back corrected, so the form starts again from it, and the audit
      // trail answers later, after that restart.
      [TARIFF]: () => Response.json(corrections() > 0 ? corrected : tariffView()),
      [AUDIT]: async () => {
        if (corrections() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        return Response.json({ items: auditItems, next: null });
      },
    });
    const adult = await screen.findByLabelText('Adult 1');
    expect(adult).toHaveValue('28000');
    await user.clear(adult);
    await user.type(adult, '27,500');
    await user.clear(screen.getByLabelText('Summary (English)'));
    await user.type(screen.getByLabelText('Summary (English)'), 'A historic inn  ');
    await user.type(screen.getByLabelText('Correction note (optional)'), 'Adult price per contract');
    const readsBefore = callsTo(fetch, '/api/v1/Tariff/tf_ryokan');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));

    await waitFor(() => expect(patch).toHaveBeenCalledOnce());
    expect(bodyOf(patch)).toEqual({
      changes: {
        summary: { jp: '嵐山の老舗旅館', en: 'A historic inn' },
        rates: [
          { season: 'High', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 27500, child: 14000 },
          { season: 'Low', unit: 'per_person', pax_min: 1, pax_max: 4, adult: 22000, child: null },
        ],
      },
      note: 'Adult price per contract',
    });
    expect(await screen.findByText('The correction has been saved.')).toBeInTheDocument();
    // The sheet and the audit trail are read again, so they show the corrected tariff.
    await waitFor(() => expect(callsTo(fetch, '/api/v1/Tariff/tf_ryokan')).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(callsTo(fetch, '/api/tariff/tf_ryokan/audit?limit=20')).toBeGreaterThan(1));
  });

  it('does not send an amount that is not one, and says which', async () => {
    const patch = vi.fn(() => Response.json(tariffView()));
    const { user } = open(tariffView(), { [CORRECT]: patch });
    const child = await screen.findByLabelText('Child 1');
    await user.clear(child);
    await user.type(child, '14.5');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(child).toHaveAttribute('aria-invalid', 'true');
    expect(child).toHaveAccessibleDescription('Enter the amount as a number.');
    expect(patch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors beside the fields", async () => {
    const { user } = open(tariffView(), {
      [CORRECT]: () =>
        Response.json(
          {
            error: {
              code: 'request.invalid',
              message: 'Invalid request',
              fields: [
                { field: 'body.changes.validity.to', rule: 'date_order', message: 'must not be before from' },
                {
                  field: 'body.changes.seasons.0.from',
                  rule: 'within_validity',
                  message: 'must lie within the validity',
                },
              ],
            },
          },
          { status: 400 },
        ),
    });
    const to = await screen.findByLabelText('Valid to');
    await user.clear(to);
    await user.type(to, '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription('The end date comes before the start date.'));
    expect(screen.getByTestId('correction-error')).toHaveTextContent(
      'seasons.0.from: Must lie within the validity.',
    );
  });

  it('tells the admin when nothing was changed instead of sending an empty correction', async () => {
    const patch = vi.fn(() => Response.json(tariffView()));
    const { user } = open(tariffView(), { [CORRECT]: patch });
    await user.click(await screen.findByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('No field has been changed.')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('returns only with a note, then goes back to the queue and says so', async () => {
    const ret = vi.fn(() => Response.json(tariffView({ state: 'returned', note: 'Check the child price' })));
    const { user, router } = open(tariffView(), { 'PATCH /api/tariff/tf_ryokan/return': ret });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByTestId('return-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    const note = within(dialog).getByLabelText('Reason for returning (sent to the supplier)');
    expect(note).toHaveAccessibleDescription('Enter the reason for returning the tariff.');
    expect(ret).not.toHaveBeenCalled();

    await user.type(note, 'Check the child price');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(ret).toHaveBeenCalledOnce());
    expect(bodyOf(ret)).toEqual({ note: 'Check the child price' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/admin'));
    expect(await screen.findByTestId('review-notice')).toHaveTextContent(
      '“Kyoto ryokan stay with dinner and breakfast” has been returned to the supplier.',
    );
  });

  it('publishes and goes back to the queue', async () => {
    const publish = vi.fn(() => Response.json(tariffView({ state: 'published', actions: ['suspend'] })));
    const { user, router } = open(tariffView(), { 'PATCH /api/tariff/tf_ryokan/publish': publish });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/tariff/admin'));
    expect(publish).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('review-notice')).toHaveTextContent('has been published.');
  });

  it('suspends a published tariff only after confirming, and stays', async () => {
    const suspend = vi.fn(() => Response.json(tariffView({ state: 'suspended', actions: ['reinstate'] })));
    const { user, router } = open(tariffView({ state: 'published', actions: ['suspend'] }), {
      'PATCH /api/tariff/tf_ryokan/suspend': suspend,
    });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByTestId('suspend-dialog');
    expect(suspend).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(suspend).toHaveBeenCalledOnce());
    expect(
      await screen.findByText('“Kyoto ryokan stay with dinner and breakfast” has been suspended.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/tariff/admin/tf_ryokan');
  });

  it('shows why the server refused a decision', async () => {
    const { user } = open(tariffView(), {
      'PATCH /api/tariff/tf_ryokan/publish': () =>
        Response.json(
          { error: { code: 'record.conflict', message: 'Only a submitted tariff can be published' } },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByTestId('action-error')).toHaveTextContent(
      'This cannot be done in the current state.',
    );
  });

  it('lists the audit trail with who, when, states and an expandable field diff', async () => {
    const { user } = open(tariffView());
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    const [submitted, corrected] = rows as [HTMLElement, HTMLElement];
    expect(submitted).toHaveTextContent('2 March 2025, 10:30');
    expect(submitted).toHaveTextContent('Supplier Sato');
    expect(submitted).toHaveTextContent('Submitted for review');
    expect(submitted).toHaveTextContent('Draft → In review');
    expect(corrected).toHaveTextContent('Corrected by an administrator');
    expect(corrected).toHaveTextContent('Adult price typo');
    expect(screen.queryByTestId('audit-diff')).not.toBeInTheDocument();
    const toggle = within(corrected).getByRole('button', { name: 'Show changed fields (1)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = screen.getByTestId('audit-diff');
    expect(diff).toHaveTextContent('Rates 1 › Adult');
    expect(diff).toHaveTextContent('¥280,000');
    expect(diff).toHaveTextContent('¥28,000');
  });

  it('shows who acted by their written name with its reading on a Japanese page, and when in the one style', async () => {
    const [first, second] = auditItems;
    const person = { name: '京都 花子', furigana: 'きょうと はなこ' };
    const items = [{ ...first, actor: { sub: 'u-supplier', name: 'supplier@example.com', person } }, second];
    open(tariffView(), { [AUDIT]: () => Response.json({ items, next: null }) }, '/jp/tariff/admin/tf_ryokan');
    const [submitted, corrected] = (await screen.findAllByTestId('audit-row')) as [HTMLElement, HTMLElement];
    expect(submitted.querySelector('ruby')?.firstChild?.textContent).toBe('京都 花子');
    expect(within(submitted).getByTestId('person-reading')).toHaveTextContent('きょうと はなこ');
    // The trail's own record of who acted stays visible under the written name.
    expect(submitted).toHaveTextContent('supplier@example.com');
    expect(submitted).toHaveTextContent('2025年3月2日 10:30');
    expect(corrected.querySelector('ruby')).toBeNull();
    expect(corrected).toHaveTextContent('Admin Ito');
  });

  it('names the correction flow in Japanese', async () => {
    open(tariffView(), {}, '/jp/tariff/admin/tf_ryokan');
    expect(await screen.findByLabelText('大人 1')).toHaveValue('28000');
    expect(screen.getByLabelText('子ども 2')).toHaveValue('');
    expect(screen.getByRole('button', { name: '修正を保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '公開する' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '差し戻す' })).toBeInTheDocument();
  });

  it('says when the tariff does not exist', async () => {
    stubSession(admin);
    renderAt('/en/tariff/admin/tf_gone');
    expect(await screen.findByText(/This tariff does not exist/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
