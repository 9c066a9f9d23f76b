import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';

const admin = signedIn(['tourtariff:user', 'tourtariff:admin']);
const OVERVIEW = 'GET /api/v1/Queue';
const RETRY = 'POST /api/v1/Queue/42/retry';
// The correction page opens on its review queue; these tests go to the Background work tab at once.
const REVIEW = 'GET /api/tariff/admin/queue?limit=20';

const failedRun = {
  id: '42',
  queue: 'octo.webhook-deliveries',
  key: 'at:2026-12-02T10:00:00.000Z',
  state: 'failed',
  attempts: 5,
  maxAttempts: 5,
  error: 'connect ECONNREFUSED 10.0.0.9:443',
  runAt: '2026-12-02T10:00:00.000Z',
  finishedAt: '2026-12-02T10:31:00.000Z',
};

const overview = {
  queues: [
    { queue: 'bookings.hold-expiry', waiting: 0, scheduled: 1, running: 0, failed: 0, doneRecently: 60 },
    { queue: 'octo.webhook-deliveries', waiting: 2, scheduled: 1, running: 1, failed: 1, doneRecently: 350 },
  ],
  failed: [failedRun],
};

function open(api: ApiStubs, path = '/en/tariff/admin?tab=tasks') {
  const fetch = stubSession(admin, { [REVIEW]: () => Response.json({ items: [], next: null }), ...api });
  renderAt(path);
  return { fetch, user: userEvent.setup() };
}

describe('/tariff/admin Background work tab', () => {
  it('lists each queue with its counts and the failed runs with their error', async () => {
    open({ [OVERVIEW]: () => Response.json(overview) });
    const rows = await screen.findAllByTestId('queue-counts');
    expect(rows).toHaveLength(2);
    const octo = rows[1] as HTMLElement;
    expect(within(octo).getByRole('rowheader')).toHaveTextContent('octo.webhook-deliveries');
    expect(
      within(octo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '1', '1', '350']);
    expect(screen.getByRole('columnheader', { name: 'Done (last hour)' })).toBeInTheDocument();
    const failed = screen.getByTestId('failed-task');
    expect(failed).toHaveTextContent('connect ECONNREFUSED 10.0.0.9:443');
    expect(failed).toHaveTextContent('5 of 5');
  });

  it('retries a failed run only after confirming, then reads the counts again', async () => {
    let retried = 0;
    let reads = 0;
    const { user } = open({
      [OVERVIEW]: () => {
        reads += 1;
        return Response.json(retried ? { ...overview, failed: [] } : overview);
      },
      [RETRY]: () => {
        retried += 1;
        return Response.json({ ...failedRun, state: 'waiting', attempts: 0, finishedAt: null });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('octo.webhook-deliveries (at:2026-12-02T10:00:00.000Z)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(retried).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The octo.webhook-deliveries run is back in its queue.'),
    ).toBeInTheDocument();
    expect(retried).toBe(1);
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(await screen.findByText('No run has failed.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when the run is no longer failed", async () => {
    const { user } = open({
      [OVERVIEW]: () => Response.json(overview),
      [RETRY]: () =>
        Response.json(
          { error: { code: 'queue.not_failed', message: 'Only a failed task is retried' } },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(
        'Only a failed run can be retried; this one is already waiting, running or done.',
      ),
    ).toBeInTheDocument();
  });

  it('is in Japanese under /jp', async () => {
    open({ [OVERVIEW]: () => Response.json(overview) }, '/jp/tariff/admin?tab=tasks');
    expect(await screen.findByRole('tab', { name: 'バックグラウンド処理' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '失敗した処理' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再実行' })).toBeInTheDocument();
  });
});
