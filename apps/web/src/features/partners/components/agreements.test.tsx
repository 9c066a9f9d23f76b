import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agreement, Partnership } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, corporateSupplier, rolesWith } from '../../../../test/spaces';
import { formatDateTime } from '../../../lib/locale';
import { agreement, detailOf, partnership, supplierView } from '../test/fixtures';

const agreements = 'GET /api/v1/Agreement?partnership=pt_1&limit=100';
const inForce = agreement({
  key: 'ag_1',
  state: 'accepted',
  discount: 10,
  inForce: true,
  decidedBy: {
    sub: 'user-1',
    name: '山田 花子',
    person: { name: '山田 花子', furigana: 'やまだ はなこ' },
    email: null,
  },
  decidedAt: '2026-04-01T03:00:00.000Z',
});

type Side = { view: Partnership; role: 'buyer' | 'supplier' };

function open(side: Side, items: Agreement[], api: ApiStubs = {}, path = '/en/partners/pt_1') {
  const space = side.role === 'buyer' ? corporateBuyer : corporateSupplier;
  window.sessionStorage.setItem('current_profile_key', space.key);
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', side.role);
  stubSession(signedIn([`tourtariff:${side.role}:owner`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [space] })),
    'GET /api/v1/Partner/pt_1': () => Response.json(detailOf(side.view)),
    [agreements]: () => Response.json({ items, next: null }),
    'GET /api/v1/Tariff?space=sp_kyoto&state=published&limit=100': () =>
      Response.json({ items: [], next: null }),
    ...api,
  });
  renderAt(path);
  return userEvent.setup();
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

describe('rate agreements on /partners/{key}', () => {
  it('shows the buyer the agreement in force with who accepted it and when', async () => {
    open({ view: partnership(), role: 'buyer' }, [inForce]);
    const card = await screen.findByTestId('agreement-in-force');
    expect(card).toHaveTextContent('10 % off');
    expect(card).toHaveTextContent('30 days');
    expect(within(card).getByTestId('agreement-accepted-by')).toHaveTextContent(
      `Accepted by 山田 花子 on ${formatDateTime('2026-04-01T03:00:00.000Z', 'en')}`,
    );
    expect(screen.queryByTestId('agreement-propose')).toBeNull();
  });

  it('names who accepted by name with its reading on jp pages, never by address', async () => {
    open({ view: partnership(), role: 'buyer' }, [{ ...inForce }], {}, '/jp/partners/pt_1');
    const line = within(await screen.findByTestId('agreement-in-force')).getByTestId('agreement-accepted-by');
    expect(within(line).getByTestId('person-reading')).toHaveTextContent('やまだ はなこ');
    expect(line).toHaveTextContent(/^山田 花子/);
    expect(line).not.toHaveTextContent('@');
  });

  it('lets the supplier propose 12 % and send it in one step', async () => {
    const created = agreement({ state: 'draft', actions: ['sent', 'withdrawn'] });
    const post = vi.fn(() => Response.json(created));
    const send = vi.fn(() => Response.json({ ...created, state: 'sent' }));
    const user = open({ view: supplierView({ actions: ['ended'] }), role: 'supplier' }, [inForce], {
      'POST /api/v1/Agreement': post,
      'PATCH /api/v1/Agreement/ag_2/sent': send,
    });
    await user.click(await screen.findByRole('button', { name: 'Propose terms' }));
    const form = await screen.findByTestId('agreement-form');
    await user.type(within(form).getByLabelText('Discount (%)'), '12');
    await user.type(within(form).getByLabelText('Notes (English)'), 'Net 30');
    await user.click(within(form).getByRole('button', { name: 'Save and send' }));

    expect(await screen.findByTestId('agreement-notice')).toHaveTextContent('The agreement was sent.');
    expect(bodyOf(post)).toMatchObject({
      partnership: 'pt_1',
      discount: 12,
      paymentDays: 30,
      notes: { jp: '', en: 'Net 30' },
      pdf: null,
      overrides: [],
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send terms the form can tell are wrong, and says which', async () => {
    const post = vi.fn(() => Response.json({}));
    const user = open({ view: supplierView(), role: 'supplier' }, [], { 'POST /api/v1/Agreement': post });
    await user.click(await screen.findByRole('button', { name: 'Propose terms' }));
    const form = await screen.findByTestId('agreement-form');
    await user.type(within(form).getByLabelText('Discount (%)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Save and send' }));
    expect(await within(form).findByText('Enter a whole percent from 0 to 100.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('places the server’s refusal of a field beside it', async () => {
    const user = open({ view: supplierView(), role: 'supplier' }, [], {
      'POST /api/v1/Agreement': () =>
        Response.json(
          {
            error: {
              code: 'request.invalid',
              message: 'bad',
              fields: [{ field: 'body.validity.to', rule: 'date_order', message: 'must not be before from' }],
            },
          },
          { status: 400 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Propose terms' }));
    const form = await screen.findByTestId('agreement-form');
    await user.type(within(form).getByLabelText('Discount (%)'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await expect
      .poll(() => within(form).getByLabelText('Valid to').getAttribute('class'))
      .toContain('is-invalid');
  });

  it('lets the buyer accept a sent agreement after confirming', async () => {
    const sent = agreement({ actions: ['accepted', 'rejected'] });
    const accept = vi.fn(() => Response.json({ ...sent, state: 'accepted' }));
    const user = open({ view: partnership(), role: 'buyer' }, [sent, inForce], {
      'PATCH /api/v1/Agreement/ag_2/accepted': accept,
    });
    const open_ = await screen.findByTestId('agreement-open');
    expect(open_).toHaveTextContent('An agreement is waiting for your answer');
    expect(open_).toHaveTextContent('12 % off');
    await user.click(within(open_).getByRole('button', { name: 'Accept the agreement' }));
    expect(accept).not.toHaveBeenCalled();
    const confirm = await screen.findByTestId('agreement-confirm');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('agreement-notice')).toHaveTextContent('The agreement is accepted.');
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('shows a superseded agreement’s refusal in the reader’s words', async () => {
    const sent = agreement({ actions: ['accepted', 'rejected'] });
    const user = open({ view: partnership(), role: 'buyer' }, [sent], {
      'PATCH /api/v1/Agreement/ag_2/accepted': () =>
        Response.json(
          { error: { code: 'agreement.superseded', message: 'x', params: { by: 'ag_3' } } },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept the agreement' }));
    await user.click(
      within(await screen.findByTestId('agreement-confirm')).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByTestId('agreement-error')).toHaveTextContent(
      'A newer agreement has replaced this one meanwhile.',
    );
  });

  it('adds a net price for one rate row of one tariff', async () => {
    const tariff = {
      key: 'tf_tea',
      title: { jp: '茶道体験', en: 'Tea ceremony' },
      currency: 'JPY',
      rates: [
        { season: null, unit: 'per_person', pax_min: 1, pax_max: 8, adult: 8000, child: 5000 },
        { season: null, unit: 'per_group', pax_min: 9, pax_max: 20, adult: 60000, child: null },
      ],
    };
    const post = vi.fn(() => Response.json(agreement({ state: 'draft' })));
    const user = open({ view: supplierView(), role: 'supplier' }, [], {
      'GET /api/v1/Tariff?space=sp_kyoto&state=published&limit=100': () =>
        Response.json({ items: [tariff], next: null }),
      'POST /api/v1/Agreement': post,
    });
    await user.click(await screen.findByRole('button', { name: 'Propose terms' }));
    const form = await screen.findByTestId('agreement-form');
    await user.type(within(form).getByLabelText('Discount (%)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add a per-tariff term' }));
    await user.selectOptions(within(form).getByLabelText('Tariff'), 'tf_tea');
    await user.selectOptions(within(form).getByLabelText('Kind of term'), 'net');
    await user.type(within(form).getByLabelText('per group 9–20 pax Adult Net amount (yen)'), '50,000');
    expect(within(form).getByLabelText('per group 9–20 pax Child Net amount (yen)')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByTestId('agreement-notice')).toHaveTextContent('The draft was saved.');
    expect(bodyOf(post).overrides).toEqual([
      { type: 'net', tariff: 'tf_tea', rates: [{ rate: 1, adult: 50000, child: null }] },
    ]);
  });

  it('shows a refused PDF beside the file input, in Japanese on a Japanese page', async () => {
    const user = open(
      { view: supplierView(), role: 'supplier' },
      [],
      {
        'POST /api/v1/Agreement': () =>
          Response.json(
            {
              error: {
                code: 'agreement.override_invalid',
                message: 'body.pdf: must be a stored, unencrypted PDF',
                fields: [{ field: 'body.pdf', rule: 'pdf', message: 'must be a stored, unencrypted PDF' }],
              },
            },
            { status: 422 },
          ),
      },
      '/jp/partners/pt_1',
    );
    await user.click(await screen.findByRole('button', { name: '契約条件を提案する' }));
    const form = await screen.findByTestId('agreement-form');
    await user.type(within(form).getByLabelText('割引率（％）'), '12');
    await user.click(within(form).getByRole('button', { name: '下書きを保存' }));
    expect(await within(form).findByTestId('agreement-pdf-error')).toHaveTextContent(
      'PDFファイルを添付してください。',
    );
  });
});
