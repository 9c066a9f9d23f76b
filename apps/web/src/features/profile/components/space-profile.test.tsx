import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, guideSpace, personalSupplier, rolesWith } from '../../../../test/spaces';
import type { SpaceView } from '../api/get-space';

const kyoto: SpaceView = {
  key: 'c2',
  kind: 'corporate',
  name: '京都旅館株式会社',
  avatar: null,
  role: 'supplier',
  category: 'supplier',
  industry: 'creator',
  business: 'b1',
  details: { description: { jp: '老舗の旅館です。', en: 'A long-established inn.' }, phone: '075-111-2222' },
  memberRole: 'owner',
  createdAt: '2024-04-01T00:00:00.000Z',
};

const access = ['tourtariff:supplier', 'tourtariff:supplier:owner'];

function open(path: string, space: SpaceView = kyoto, api: ApiStubs = {}) {
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(access), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    'GET /api/corporate/c2': () => Response.json(space),
    ...api,
  });
  return { user, fetch, router: renderAt(path) };
}

describe('space profile page', () => {
  it('shows the space named in the address: name, badge and business details in the reader’s language', async () => {
    open('/en/profile/c2');
    expect(await screen.findByRole('heading', { level: 1, name: '京都旅館株式会社' })).toBeInTheDocument();
    expect(within(screen.getByTestId('space-header')).getByTestId('role-badge')).toHaveTextContent(
      'Supplier',
    );
    const details = screen.getByTestId('space-details');
    expect(details).toHaveTextContent('A long-established inn.');
    expect(details).toHaveTextContent('075-111-2222');
    expect(details).toHaveTextContent('Not set');
  });

  it('refuses a corporate number whose check digit is wrong, beside the field and without a request', async () => {
    const { user, fetch } = open('/en/profile/c2');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('space-edit-form');
    await user.type(within(form).getByLabelText('Corporate number'), '1234567890123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const field = within(form).getByLabelText('Corporate number');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('check digit'));
    expect(field).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('sends a valid corporate number and invoice number and shows the saved details', async () => {
    const patch = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Response.json({ ...kyoto, details: { ...kyoto.details, ...body.details } });
    });
    const { user } = open('/en/profile/c2', kyoto, { 'PATCH /api/corporate/c2': patch });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('space-edit-form');
    await user.type(within(form).getByLabelText('Corporate number'), '9234567890123');
    await user.type(within(form).getByLabelText('Qualified invoice registration number'), 'T9234567890123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The space has been saved.')).toBeInTheDocument();
    expect(JSON.parse(String(patch.mock.calls[0]?.[0]?.body))).toEqual({
      details: { corporateNumber: '9234567890123', invoiceNumber: 'T9234567890123' },
    });
    expect(screen.getByTestId('space-details')).toHaveTextContent('T9234567890123');
  });

  it('switches the 和暦 setting on alone (docs/product-decisions.md §13)', async () => {
    const patch = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Response.json({ ...kyoto, details: { ...kyoto.details, ...body.details } });
    });
    const { user } = open('/jp/profile/c2', kyoto, { 'PATCH /api/corporate/c2': patch });
    const setting = within(await screen.findByTestId('era-dates-setting')).getByRole('checkbox');
    expect(setting).not.toBeChecked();
    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    expect(JSON.parse(String(patch.mock.calls[0]?.[0]?.body))).toEqual({ details: { eraDates: true } });
  });

  it('hides the 和暦 setting from a plain member', async () => {
    open('/jp/profile/c2', { ...kyoto, memberRole: 'member' });
    await screen.findByTestId('space-profile');
    expect(screen.queryByTestId('era-dates-setting')).toBeNull();
  });

  it('shows a server refusal beside the field it names', async () => {
    const refusal = {
      error: {
        code: 'request.invalid',
        message: 'Invalid request',
        fields: [{ field: 'body.details.website', rule: 'url', message: 'Invalid URL' }],
      },
    };
    // A company with its corporate number, so the form's own checks pass and the server's answer is shown.
    const company = { ...kyoto, details: { ...kyoto.details, corporateNumber: '9234567890123' } };
    const { user } = open('/en/profile/c2', company, {
      'PATCH /api/corporate/c2': () => Response.json(refusal, { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('space-edit-form');
    await user.type(within(form).getByLabelText('Website'), 'https://example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Website')).toHaveAccessibleDescription('Invalid URL'),
    );
  });

  it('writes the address the Japanese way on jp pages and the western way on en pages', async () => {
    const address = {
      postalCode: '600-8216',
      prefecture: '26',
      city: '京都市下京区',
      street: '東塩小路町721-1',
    };
    const located = { ...kyoto, details: { ...kyoto.details, address, foundedYear: 1952 } };
    open('/jp/profile/c2', located);
    expect(await screen.findByTestId('space-details')).toHaveTextContent(
      '〒600-8216 京都府京都市下京区東塩小路町721-1',
    );
  });

  it('shows the western address on en pages', async () => {
    const address = {
      postalCode: '600-8216',
      prefecture: '26',
      city: '京都市下京区',
      street: '東塩小路町721-1',
    };
    open('/en/profile/c2', { ...kyoto, details: { ...kyoto.details, address } });
    expect(await screen.findByTestId('space-details')).toHaveTextContent(
      '東塩小路町721-1, 京都市下京区, Kyoto 600-8216, Japan',
    );
  });

  it("refuses in Japanese a company's T-number that is not its corporate number, and a bad postal code", async () => {
    const company = { ...kyoto, details: { ...kyoto.details, corporateNumber: '7000012050002' } };
    const { user, fetch } = open('/jp/profile/c2', company);
    await user.click(await screen.findByRole('button', { name: '編集' }));
    const form = screen.getByTestId('space-edit-form');
    await user.type(within(form).getByLabelText('適格請求書発行事業者登録番号'), 'T1180301018771');
    await user.type(within(form).getByLabelText('郵便番号'), '6008216');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('適格請求書発行事業者登録番号')).toHaveAccessibleDescription(
        '法人の登録番号は「T」と法人番号と同じ13桁です。',
      ),
    );
    expect(within(form).getByLabelText('郵便番号')).toHaveAccessibleDescription(
      '郵便番号は 600-8216 のように入力してください。',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('offers a personal space no corporate number', async () => {
    const person = { ...kyoto, kind: 'personal' as const };
    const { user } = open('/en/profile/c2', person);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('space-edit-form');
    expect(within(form).queryByLabelText('Corporate number')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Postal code')).toBeInTheDocument();
  });

  it('offers no edit to a plain member', async () => {
    open('/en/profile/c2', { ...kyoto, memberRole: 'member' });
    expect(
      await screen.findByText('Only owners and admins of this space can change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the current space on /profile', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c2');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'supplier');
    open('/en/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '京都旅館株式会社' })).toBeInTheDocument();
  });

  it('says so plainly for a space that is not the user’s', async () => {
    open('/en/profile/someone-else');
    expect(await screen.findByTestId('no-space')).toHaveTextContent('This space is not one of yours');
  });

  it('tells a user without spaces to create one', async () => {
    stubSession(signedIn(['tourtariff:user']), { 'GET /api/profile': () => Response.json(rolesWith()) });
    renderAt('/en/profile');
    const page = await screen.findByTestId('no-space');
    expect(page).toHaveTextContent('You have no space yet');
    expect(within(page).getByRole('link', { name: 'Create a space' })).toHaveAttribute(
      'href',
      '/en/register',
    );
  });

  it('gives the admin space a simple page of its own', async () => {
    stubSession(signedIn(['tourtariff:admin']), {
      'GET /api/profile': () =>
        Response.json(
          rolesWith({
            admin: {
              key: 'admin',
              name: 'Administration',
              avatar: null,
              role: 'admin',
              category: 'admin',
              industry: 'admin',
            },
            personal: [personalSupplier],
          }),
        ),
    });
    renderAt('/en/profile/admin');
    expect(await screen.findByTestId('admin-space')).toHaveTextContent('Open Tariff Correction');
  });
});

describe('the business profile fits the kind of space', () => {
  const ken: SpaceView = {
    ...kyoto,
    key: 'g1',
    kind: 'guide',
    name: 'Ken',
    role: 'guide',
    category: 'guide',
    industry: 'guide',
    details: { phone: '075-333-4444' },
  };

  it('shows a guide space no company fields (corporate number, travel registration, staff count)', async () => {
    stubSession(signedIn(['tourtariff:guide']), {
      'GET /api/profile': () => Response.json(rolesWith({ guide: { ...guideSpace, key: 'g1' } })),
      'GET /api/v1/Guide/g1': () => Response.json(ken),
    });
    renderAt('/jp/profile/g1');
    const details = await screen.findByTestId('space-details');
    expect(details).toHaveTextContent('075-333-4444');
    const shown = [...details.querySelectorAll('[data-field]')].map((row) => row.getAttribute('data-field'));
    for (const company of [
      'corporateNumber',
      'travelRegistration',
      'staffCount',
      'foundedYear',
      'invoiceNumber',
    ])
      expect(shown).not.toContain(company);
    expect(details).not.toHaveTextContent('法人番号');
    expect(details).not.toHaveTextContent('従業員');
    expect(details).not.toHaveTextContent('旅行業');
  });

  it('still shows a corporate space every company field', async () => {
    open('/en/profile/c2');
    const details = await screen.findByTestId('space-details');
    const shown = [...details.querySelectorAll('[data-field]')].map((row) => row.getAttribute('data-field'));
    expect(shown).toEqual(expect.arrayContaining(['corporateNumber', 'travelRegistration', 'staffCount']));
  });
});
