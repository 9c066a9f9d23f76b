import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { rolesWith } from '../../../../test/spaces';
import { localeStorageKey } from '../../../lib/i18n';

const stored = rolesWith();
stored.baseprofile = {
  ...stored.baseprofile,
  name: '山田 花子',
  gender: 'Female',
  contact: { phone: '075-000-0000', email: 'hanako@example.com' },
  address: { addr1: '京都市' },
};

/** Opens the app at `path`, then the modal from the top bar's user menu; answers with the dialog. */
async function openModal(api: ApiStubs = {}, path = '/en/search') {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(), { 'GET /api/profile': () => Response.json(stored), ...api });
  const router = renderAt(path);
  const menu = await screen.findByTestId('user-menu');
  await user.click(within(menu).getAllByRole('button')[0] as HTMLElement);
  const item = path.startsWith('/jp') ? 'アカウント設定' : 'Account settings';
  await user.click(within(menu).getByRole('button', { name: item }));
  const dialog = await screen.findByTestId('account-settings-modal');
  // The form appears once the base profile has loaded.
  await within(dialog).findByTestId('account-settings-save');
  return { user, fetch, router, dialog };
}

function patchCalls(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
}

describe('account settings modal (docs/product.md §2)', () => {
  it('fills the Profile tab from the base profile, with the contact email read-only', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('山田 花子');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('Female');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('075-000-0000');
    expect(within(dialog).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Contact email')).toHaveAttribute('readonly');
  });

  it('reads a picked avatar locally as a data URL and previews it', async () => {
    const { user, dialog } = await openModal();
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Avatar'), file);
    await waitFor(() =>
      expect(within(dialog).getByAltText('Preview')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
  });

  it('saves only the changed fields and closes', async () => {
    const patch = vi.fn((init?: RequestInit) =>
      Response.json({ ...stored.baseprofile, ...JSON.parse(String(init?.body)) }),
    );
    const { user, dialog } = await openModal({ 'PATCH /api/profile/user-1': patch });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '山田 桜');
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('account-settings-modal')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledOnce();
    expect(JSON.parse(String(patch.mock.calls[0]?.[0]?.body))).toEqual({ name: '山田 桜', contact: null });
  });

  it("keeps the modal open and shows the server's message beside the field it names", async () => {
    const refusal = {
      error: {
        code: 'request.invalid',
        message: 'Invalid request: body.gender: Invalid option',
        fields: [{ field: 'body.gender', rule: 'invalid_value', message: 'Invalid option' }],
      },
    };
    const { user, dialog } = await openModal({
      'PATCH /api/profile/user-1': () => Response.json(refusal, { status: 400 }),
    });
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const gender = within(dialog).getByLabelText('Gender');
    await waitFor(() => expect(gender).toHaveAttribute('aria-invalid', 'true'));
    expect(gender).toHaveAccessibleDescription('Choose one of the offered values.');
    expect(gender).toHaveFocus();
    expect(screen.getByTestId('account-settings-modal')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('account-settings-error')).not.toBeInTheDocument();
  });

  it('refuses a birthday in the future before sending anything', async () => {
    const { user, dialog, fetch } = await openModal();
    const birthday = within(dialog).getByLabelText('Date of birth');
    await user.type(birthday, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a real date in the past.')).toBeInTheDocument();
    expect(patchCalls(fetch)).toHaveLength(0);
  });

  it('switches the interface to English on Save and remembers it, without a profile request', async () => {
    const { user, dialog, router, fetch } = await openModal({}, '/jp/search');
    await user.click(within(dialog).getByRole('tab', { name: '言語' }));
    expect(within(dialog).getByTestId('account-settings-copyright')).toHaveTextContent('2019-2024');
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
    expect(await screen.findByTestId('topbar-title')).toHaveTextContent('Search');
    await waitFor(() => expect(screen.queryByTestId('account-settings-modal')).not.toBeInTheDocument());
    expect(patchCalls(fetch)).toHaveLength(0);
  });
});
