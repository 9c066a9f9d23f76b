import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';

const PREFS = '/api/v1/Notification/preferences';
const CONTACT = '/api/space/c2/contact';
const bellOnly = {
  lang: 'jp',
  modes: { inquiry: 'bell', message: 'bell', agreement: 'bell', job: 'bell', booking: 'bell' },
};

/** /profile/setting with the corporate supplier space chosen, as one of its members in `memberRole`. */
function open(api: ApiStubs = {}, memberRole: 'owner' | 'admin' | 'member' = 'owner', locale = 'en') {
  window.sessionStorage.setItem('current_profile_key', 'c2');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
  const user = userEvent.setup();
  const fetch = stubSession(signedIn([`tourtariff:supplier:${memberRole}`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [{ ...corporateSupplier, memberRole }] })),
    'GET /api/corporate/c2/members': () => Response.json({ items: [], next: null }),
    'GET /api/corporate/c2/invitations': () => Response.json({ items: [], next: null }),
    'GET /api/invitations': () => Response.json({ items: [], next: null }),
    'GET /api/space/c2/api-keys': () => Response.json({ items: [], next: null }),
    [`GET ${PREFS}`]: () => Response.json(bellOnly),
    [`GET ${CONTACT}`]: () => Response.json({ contact: null, digestAt: '08:00' }),
    ...api,
  });
  renderAt(`/${locale}/profile/setting`);
  return { user, fetch };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

describe('alert choices in the settings (docs/product-decisions.md §14)', () => {
  it('shows every kind at bell only by default', async () => {
    open();
    const row = await screen.findByTestId('alert-pref-message');
    expect(within(row).getByLabelText('Messages: Bell only')).toBeChecked();
    expect(within(row).getByLabelText('Messages: Mail at once')).not.toBeChecked();
    expect(screen.getByTestId('alert-prefs')).toHaveTextContent('Daily digest');
    expect(screen.queryByTestId('alert-pref-booking')).not.toBeInTheDocument();
  });

  it('saves one kind at once with the page language, and shows the answer', async () => {
    const patch = vi.fn(() =>
      Response.json({ ...bellOnly, lang: 'en', modes: { ...bellOnly.modes, message: 'mail' } }),
    );
    const { user } = open({ [`PATCH ${PREFS}`]: patch });
    const row = await screen.findByTestId('alert-pref-message');
    await user.click(within(row).getByLabelText('Messages: Mail at once'));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(bodyOf(patch)).toEqual({ lang: 'en', modes: { message: 'mail' } });
    expect(await screen.findByTestId('alert-prefs-saved')).toHaveTextContent('Saved.');
    expect(within(row).getByLabelText('Messages: Mail at once')).toBeChecked();
  });

  it('says so in Japanese when saving fails', async () => {
    const patch = vi.fn(() =>
      Response.json({ error: { code: 'alert.not_person', message: 'no', params: {} } }, { status: 403 }),
    );
    const { user } = open({ [`PATCH ${PREFS}`]: patch }, 'owner', 'jp');
    const row = await screen.findByTestId('alert-pref-job');
    await user.click(within(row).getByLabelText('仕事：まとめメール（1日1回）'));
    expect(await screen.findByTestId('alert-prefs-error')).toHaveTextContent('APIキー');
    // The refused choice is taken back.
    expect(within(row).getByLabelText('仕事：ベルのみ')).toBeChecked();
  });
});

describe('the contact person in the space settings', () => {
  it('is not offered to a plain member', async () => {
    open({}, 'member');
    await screen.findByTestId('alerts-section');
    expect(screen.queryByTestId('contact-section')).not.toBeInTheDocument();
  });

  it('checks the phone before sending, then saves name, department, phone and digest time', async () => {
    const put = vi.fn(() =>
      Response.json({
        contact: { space: 'c2', name: '山田 花子', department: '営業部', phone: '075-123-4567' },
        digestAt: '07:30',
      }),
    );
    const { user } = open({ [`PUT ${CONTACT}`]: put });
    const form = await screen.findByTestId('contact-form');
    await user.type(within(form).getByLabelText('Name'), '山田 花子');
    await user.type(within(form).getByLabelText('Department'), '営業部');
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save contact person' }));
    expect(
      await within(form).findByText('Enter a Japanese phone number such as 075-123-4567.'),
    ).toBeVisible();
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '075-123-4567');
    const time = within(form).getByLabelText('Daily digest time (Japan time)');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.click(within(form).getByRole('button', { name: 'Save contact person' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put)).toEqual({
      name: '山田 花子',
      department: '営業部',
      phone: '075-123-4567',
      digestAt: '07:30',
    });
    expect(await screen.findByTestId('contact-saved')).toBeInTheDocument();
  });

  it('starts from the saved contact', async () => {
    open({
      [`GET ${CONTACT}`]: () =>
        Response.json({
          contact: { space: 'c2', name: '佐藤', department: '', phone: '03-1234-5678' },
          digestAt: '09:15',
        }),
    });
    const form = await screen.findByTestId('contact-form');
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('佐藤'));
    expect(within(form).getByLabelText('Phone')).toHaveValue('03-1234-5678');
    expect(within(form).getByLabelText('Daily digest time (Japan time)')).toHaveValue('09:15');
  });
});
