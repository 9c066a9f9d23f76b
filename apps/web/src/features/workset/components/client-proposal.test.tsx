import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedOut, stubSession } from '../../../../test/app';
import { pricedProposal } from '../test/fixtures';

const url = '/api/p/AbCdEfGhIj';

describe('/p/{id}: a proposal for a client without an account', () => {
  it('shows the proposal with the prices the server sent, without signing in', async () => {
    const fetch = stubSession(signedOut, { [`GET ${url}`]: () => Response.json(pricedProposal) });
    renderAt('/en/p/AbCdEfGhIj');
    expect(await screen.findByRole('heading', { level: 1, name: '京都 春の研修旅行' })).toBeInTheDocument();
    const page = screen.getByTestId('client-proposal');
    expect(page).toHaveTextContent('For Sakura Trading');
    expect(page).toHaveTextContent('8 adults, 0 children');
    const rows = screen.getAllByTestId('priced-item');
    expect(rows[0]).toHaveTextContent('Adult ¥8625 × 8');
    expect(rows[0]).toHaveTextContent('¥69,000');
    // A group rate names its tier, never "Adult".
    expect(rows[1]).toHaveTextContent('¥75,900 per group of 7–12 × 1');
    expect(rows[1]).not.toHaveTextContent('Adult');
    expect(screen.queryByTestId('client-proposal-hidden')).toBeNull();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('¥144,900');
    // The buyer's own column (public totals) is not on the client's page.
    expect(page).not.toHaveTextContent('Public total');
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it('names the unit of a group rate in Japanese and counts the items left out', async () => {
    stubSession(signedOut, { [`GET ${url}`]: () => Response.json({ ...pricedProposal, hidden: 1 }) });
    renderAt('/jp/p/AbCdEfGhIj');
    const rows = await screen.findAllByTestId('priced-item');
    expect(rows[1]).toHaveTextContent('75,900円（7〜12名1グループあたり）× 1');
    expect(rows[1]).not.toHaveTextContent('大人');
    expect(screen.getByTestId('client-proposal-hidden')).toHaveTextContent(
      '1件の項目はご利用いただけなくなりました。',
    );
  });

  it('shows 和暦 beside the dates on a jp page when the buyer space has the setting on (docs/product-decisions.md §13)', async () => {
    stubSession(signedOut, { [`GET ${url}`]: () => Response.json({ ...pricedProposal, eraDates: true }) });
    renderAt('/jp/p/AbCdEfGhIj');
    expect(await screen.findByTestId('client-proposal-era-date')).toHaveTextContent(/令和\d+年/);
  });

  it('shows no 和暦 when the setting is off', async () => {
    stubSession(signedOut, { [`GET ${url}`]: () => Response.json({ ...pricedProposal, eraDates: false }) });
    renderAt('/jp/p/AbCdEfGhIj');
    await screen.findByTestId('client-proposal');
    expect(screen.queryByTestId('client-proposal-era-date')).toBeNull();
    expect(screen.getByTestId('client-proposal')).not.toHaveTextContent('令和');
  });

  it('says in English how many items are no longer available, plural aware', async () => {
    stubSession(signedOut, { [`GET ${url}`]: () => Response.json({ ...pricedProposal, hidden: 1 }) });
    renderAt('/en/p/AbCdEfGhIj');
    expect(await screen.findByTestId('client-proposal-hidden')).toHaveTextContent(
      '1 item is no longer available.',
    );
  });

  it('says plainly that an expired link has expired (410)', async () => {
    stubSession(signedOut, {
      [`GET ${url}`]: () =>
        Response.json({ error: { code: 'shorturi.expired', message: 'x' } }, { status: 410 }),
    });
    renderAt('/jp/p/AbCdEfGhIj');
    expect(await screen.findByTestId('client-proposal-expired')).toHaveTextContent(
      'このリンクは有効期限が切れています',
    );
  });

  it('says a link that names nothing is not found', async () => {
    stubSession(signedOut);
    renderAt('/en/p/ZZZZZZZZZZ');
    expect(await screen.findByTestId('client-proposal-missing')).toHaveTextContent('Proposal not found');
  });
});
