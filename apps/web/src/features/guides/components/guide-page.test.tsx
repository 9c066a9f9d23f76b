import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideProfileView } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, guideSpace, rolesWith } from '../../../../test/spaces';

const hanakoSpace = {
  key: 'g1',
  kind: 'guide',
  name: 'Hanako',
  avatar: null,
  role: 'guide',
  category: 'guide',
  industry: 'guide',
  business: null,
  details: {},
  memberRole: 'owner',
  createdAt: '2024-04-01T00:00:00.000Z',
};

const profile: GuideProfileView = {
  space: 'g1',
  name: '山田花子',
  person: { name: '山田花子', furigana: 'やまだはなこ' },
  licence: { type: 'national', number: '京都府第123号', prefecture: '26', region: '' },
  lastTraining: '2019-04-01',
  trainingOverdue: true,
  languages: [{ code: 'en', level: 'fluent' }],
  regions: ['26', '27'],
  specialties: [{ jp: '茶道', en: 'Tea ceremony' }],
  bio: { jp: '京都の寺社をご案内します。', en: 'I guide you through Kyoto’s temples.' },
  photo: '',
  rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
  verified: null,
  rating: null,
  completedJobs: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
  actions: [],
};

const availability = {
  space: 'g1',
  from: '2026-11-01',
  to: '2027-11-01',
  days: [],
};

function open(path: string, roles: object, access: string[], api: ApiStubs) {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(access), {
    'GET /api/profile': () => Response.json(roles),
    ...api,
  });
  renderAt(path);
  return { user, fetch };
}

describe('guide profile page', () => {
  it('gives a guide without a profile the form, prefilled with the reference rates, and checks it before sending', async () => {
    const { user, fetch } = open('/en/profile/g1', rolesWith({ guide: guideSpace }), ['tourtariff:guide'], {
      'GET /api/v1/Guide/g1': () => Response.json(hanakoSpace),
      'GET /api/v1/Guide/g1/profile': () =>
        Response.json({ error: { code: 'record.not_found', message: 'invalid record' } }, { status: 404 }),
      'GET /api/v1/Guide/g1/availability': () => Response.json(availability),
    });
    const form = await screen.findByTestId('guide-profile-form');
    expect(within(form).getByLabelText('Full day (8 hours, JPY)')).toHaveValue('32000');
    expect(within(form).getByLabelText('Half day (4 hours, JPY)')).toHaveValue('24000');
    expect(within(form).getByLabelText('Overtime per hour (JPY)')).toHaveValue('2000');

    await user.type(within(form).getByLabelText('Last mandatory training'), '2019-04-01');
    expect(within(form).getByTestId('training-warning')).toHaveTextContent('more than 5 years ago');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Registration number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows another guide read-only, with furigana on jp pages, Message and Offer a job for a buyer', async () => {
    open(
      '/jp/profile/g1',
      rolesWith({ corporate: [corporateBuyer] }),
      ['tourtariff:buyer', 'tourtariff:buyer:owner'],
      {
        'GET /api/v1/Guide/g1/profile': () => Response.json(profile),
        'GET /api/v1/Guide/g1/availability': () =>
          Response.json({ ...availability, days: [{ day: '2026-11-20', status: 'unavailable', job: null }] }),
      },
    );
    const view = await screen.findByTestId('guide-profile-view');
    expect(within(view).getByTestId('person-reading')).toHaveTextContent('やまだはなこ');
    expect(view).toHaveTextContent('全国通訳案内士');
    expect(view).toHaveTextContent('京都府、大阪府');
    expect(within(view).getByTestId('training-warning')).toBeInTheDocument();
    expect(within(view).getByTestId('message-space')).toBeInTheDocument();
    expect(within(view).getByTestId('offer-job')).toHaveTextContent('仕事を依頼する');
    expect(screen.queryByTestId('guide-profile-form')).not.toBeInTheDocument();
  });
});
