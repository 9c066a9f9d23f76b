import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationView, JobView } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';

const job: JobView = {
  key: 'jb_1',
  space: 'c1',
  poster: { space: 'c1', name: 'さくらトラベル株式会社' },
  title: { jp: '京都 寺院めぐり', en: 'Kyoto temples tour' },
  description: { jp: '', en: 'Twelve guests from the United States.' },
  dates: { from: '2026-12-01', to: '2026-12-02' },
  startTime: '09:00',
  hoursPerDay: 10,
  meetingPlace: 'Kyoto Station',
  prefecture: '26',
  languages: ['en'],
  groupSize: 12,
  feePerDay: 32000,
  requirements: { licence: ['national'], specialties: [] },
  deadline: '2026-11-30T09:00:00.000Z',
  state: 'open',
  offerTo: null,
  guide: null,
  cancelReason: null,
  cancelledBy: null,
  applicantCount: 1,
  myApplication: null,
  matches: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  actions: ['cancel', 'edit'],
};

const application: ApplicationView = {
  key: 'ja_1',
  job: 'jb_1',
  guide: {
    space: 'g1',
    name: '案内 健',
    person: { name: '案内 健', furigana: 'あんない けん' },
    photo: '',
    languages: [{ code: 'en', level: 'fluent' }],
    regions: ['26'],
    specialties: [],
    licence: 'national',
    rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
    verified: null,
    rating: null,
  },
  message: 'I know Kyoto well.',
  fee: 32000,
  total: { days: 2, overtimeHours: 2, perDay: 36000, total: 72000 },
  state: 'pending',
  createdAt: '2026-11-02T00:00:00.000Z',
  actions: ['accept'],
};

function open() {
  const user = userEvent.setup();
  const sent: { url: string; body: unknown }[] = [];
  stubSession(signedIn(['tourtariff:buyer', 'tourtariff:buyer:owner']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    'GET /api/v1/Job/jb_1': () => Response.json(job),
    'GET /api/v1/Job/jb_1/applications': () => Response.json({ items: [application], next: null }),
    'POST /api/v1/Job/jb_1/cancel': (init) => {
      sent.push({ url: 'cancel', body: JSON.parse(String(init?.body)) });
      return Response.json({ ...job, state: 'cancelled', actions: [] });
    },
  });
  renderAt('/en/jobs/jb_1');
  return { user, sent };
}

describe('a job for its poster', () => {
  it('lists the applicant with the total for the job’s days, overtime included, and Accept', async () => {
    open();
    const applicant = await screen.findByTestId('applicant');
    expect(applicant).toHaveTextContent('案内 健');
    expect(applicant).toHaveTextContent('¥72,000 in total (2 days)');
    expect(within(applicant).getByTestId('applicant-accept')).toBeInTheDocument();
    expect(screen.getByTestId('job-detail')).toHaveTextContent('from 09:00, 10 hours a day');
  });

  it('cancels only with a reason, asked in a dialog', async () => {
    const { user, sent } = open();
    await user.click(await screen.findByTestId('job-cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'The tour was called off.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: 'cancel', body: { reason: 'The tour was called off.' } }]),
    );
  });
});
