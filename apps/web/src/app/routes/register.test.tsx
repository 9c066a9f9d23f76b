import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, guideSpace, rolesWith } from '../../../test/spaces';

const noSpaces: ApiStubs = { 'GET /api/profile': () => Response.json(rolesWith()) };

function posts(fetchMock: ReturnType<typeof stubSession>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

function sessionReads(fetchMock: ReturnType<typeof stubSession>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session').length;
}

function storedSpace() {
  const { current_profile_key, current_profile_type, current_profile_role } = window.sessionStorage;
  return { key: current_profile_key, type: current_profile_type, role: current_profile_role };
}

describe('profile creation (docs/product.md §2, §4)', () => {
  it.each([
    ['/jp/register', 'ようこそ、Hanako さん'],
    ['/en/register', 'Welcome, Hanako'],
  ])('greets the user by nickname on %s and leads to the choices', async (path, welcome) => {
    const user = userEvent.setup();
    stubSession(signedIn(), noSpaces);
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 2, name: welcome })).toBeInTheDocument();
    await user.click(
      screen.getByRole('link', { name: path.startsWith('/jp') ? 'スペースを作成する' : 'Create a space' }),
    );
    expect(router.state.location.pathname).toBe(`${path}/role`);
    expect(
      await screen.findAllByRole('button', { name: /（個人）|（法人）|individual|corporate/ }),
    ).toHaveLength(4);
  });

  it.each(['/jp/register/role', '/en/register/role'])(
    'names each choice on %s by all of its visible text (WCAG 2.5.3 label in name)',
    async (path) => {
      stubSession(signedIn(), noSpaces);
      renderAt(path);
      const choices = await screen.findAllByRole('button', {
        name: /（個人）|（法人）|individual|corporate/,
      });
      expect(choices).toHaveLength(4);
      for (const choice of choices) {
        const visible = [...choice.children].map((part) => part.textContent?.trim()).filter(Boolean);
        expect(visible).toHaveLength(2);
        expect(choice).toHaveAccessibleName(visible.join(' '));
      }
    },
  );

  it('asks for the company name and shows the alert without a request when it is blank', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSession(signedIn(), noSpaces);
    renderAt('/jp/register/role');
    await user.click(await screen.findByRole('button', { name: /^バイヤー（法人）/ }));

    const input = screen.getByLabelText('法人名');
    expect(input).toHaveAttribute('placeholder', '例：株式会社さくらトラベル');
    expect(input).toBeRequired();
    expect(input).toHaveFocus();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: '作成する' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Company name is required.');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('goes back to the four choices with 戻る', async () => {
    const user = userEvent.setup();
    stubSession(signedIn(), noSpaces);
    renderAt('/jp/register/role');
    await user.click(await screen.findByRole('button', { name: /^サプライヤー（法人）/ }));
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(screen.queryByLabelText('法人名')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^サプライヤー（法人）/ })).toHaveFocus();
  });

  it('creates a corporate buyer space, stores it as current and opens its profile', async () => {
    const user = userEvent.setup();
    const created = { ...corporateBuyer, key: 'c9', kind: 'corporate', category: 'buyer' };
    const fetchMock = stubSession(signedIn(), {
      ...noSpaces,
      'GET /api/v1/Business': () =>
        Response.json({ items: [{ key: 'bz_me', name: 'me', sub: 'u1' }], next: null }),
      'POST /api/corporate': () => Response.json(created),
    });
    const router = renderAt('/jp/register/role');
    await user.click(await screen.findByRole('button', { name: /^バイヤー（法人）/ }));
    const readsBefore = sessionReads(fetchMock);
    await user.type(screen.getByLabelText('法人名'), ' さくらトラベル株式会社 ');
    await user.click(screen.getByRole('button', { name: '作成する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/profile/c9'));
    const [call] = posts(fetchMock);
    // docs/product.md §3: the corporate payload names the user's business.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      business: 'bz_me',
      name: 'さくらトラベル株式会社',
      category: 'buyer',
      role: 'buyer',
      industry: 'arranger',
    });
    expect(call?.[1]?.headers).toMatchObject({ 'X-TourTariff-Client': 'web' });
    expect(storedSpace()).toEqual({ key: 'c9', type: 'corporate', role: 'buyer' });
    // The new space's access entries come with a fresh session (docs/product-decisions.md §4).
    expect(sessionReads(fetchMock)).toBeGreaterThan(readsBefore);
  });

  it('makes the user a business first when they have none, and names it in the corporate payload', async () => {
    const user = userEvent.setup();
    const created = {
      ...corporateBuyer,
      key: 'c9',
      kind: 'corporate',
      category: 'supplier',
      role: 'supplier',
    };
    const fetchMock = stubSession(signedIn(), {
      ...noSpaces,
      'GET /api/v1/Business': () => Response.json({ items: [], next: null }),
      'POST /api/v1/Business': () => Response.json({ key: 'bz_new', name: '京都旅館株式会社', sub: 'u1' }),
      'POST /api/corporate': () => Response.json(created),
    });
    renderAt('/jp/register/role');
    await user.click(await screen.findByRole('button', { name: /^サプライヤー（法人）/ }));
    await user.type(screen.getByLabelText('法人名'), '京都旅館株式会社');
    await user.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    const [business, corporate] = posts(fetchMock);
    expect(JSON.parse(String(business?.[1]?.body))).toEqual({ name: '京都旅館株式会社' });
    expect(JSON.parse(String(corporate?.[1]?.body))).toMatchObject({ business: 'bz_new', role: 'supplier' });
  });

  it('creates a guide space at once, named after the user', async () => {
    const user = userEvent.setup();
    const created = { ...guideSpace, key: 'g9', kind: 'guide', category: 'guide' };
    const fetchMock = stubSession(signedIn(), {
      ...noSpaces,
      'POST /api/v1/Guide': () => Response.json(created),
    });
    const router = renderAt('/en/register/role');
    await user.click(await screen.findByRole('button', { name: /^Tour guide \(individual\)/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/g9'));
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({ sub: 'user-1', name: 'Hanako' });
    expect(storedSpace()).toEqual({ key: 'g9', type: 'guide', role: 'guide' });
  });

  it('sends the personal supplier payload of docs/product.md §3', async () => {
    const user = userEvent.setup();
    const created = { key: 'p9', kind: 'personal', name: 'Hanako', role: 'supplier', industry: 'creator' };
    const fetchMock = stubSession(signedIn(), {
      ...noSpaces,
      'POST /api/personal': () => Response.json(created),
    });
    const router = renderAt('/register/role');
    await user.click(await screen.findByRole('button', { name: /^サプライヤー（個人）/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/p9'));
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({
      sub: 'user-1',
      name: 'Hanako',
      industry: 'creator',
      role: 'supplier',
      category: 'supplier',
    });
    expect(storedSpace()).toEqual({ key: 'p9', type: 'personal', role: 'supplier' });
  });

  it('shows a refusal from the server and stays on the step', async () => {
    const user = userEvent.setup();
    const refusal = { error: { code: 'request.invalid', message: 'Invalid request' } };
    stubSession(signedIn(), {
      ...noSpaces,
      'GET /api/v1/Business': () =>
        Response.json({ items: [{ key: 'bz_me', name: 'me', sub: 'u1' }], next: null }),
      'POST /api/corporate': () => Response.json(refusal, { status: 400 }),
    });
    const router = renderAt('/en/register/role');
    await user.click(await screen.findByRole('button', { name: /^Supplier \(corporate\)/ }));
    await user.type(screen.getByLabelText('Company name'), '京都旅館株式会社');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The space could not be created.');
    expect(router.state.location.pathname).toBe('/en/register/role');
    expect(window.sessionStorage.getItem('current_profile_key')).toBeNull();
  });

  it("shows what the server refused about the name, in the reader's language", async () => {
    const user = userEvent.setup();
    const refusal = {
      error: {
        code: 'request.invalid',
        message: 'Invalid request: body.name: Company name is required.',
        fields: [
          {
            field: 'body.name',
            rule: 'too_small',
            message: 'Company name is required.',
            params: { origin: 'string', minimum: 1 },
          },
        ],
      },
    };
    stubSession(signedIn(), {
      ...noSpaces,
      'GET /api/v1/Business': () =>
        Response.json({ items: [{ key: 'bz_me', name: 'me', sub: 'u1' }], next: null }),
      'POST /api/corporate': () => Response.json(refusal, { status: 400 }),
    });
    renderAt('/jp/register/role');
    await user.click(await screen.findByRole('button', { name: /^バイヤー（法人）/ }));
    // A name the browser keeps but the server refuses (its rules may be stricter than the form's).
    await user.type(screen.getByLabelText('法人名'), 'さくら');
    await user.click(screen.getByRole('button', { name: '作成する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1文字以上で入力してください。');
  });

  it('says so when the server refuses a second guide space', async () => {
    const user = userEvent.setup();
    const conflict = { error: { code: 'GUIDE_EXISTS', message: 'A user has at most one guide space.' } };
    stubSession(signedIn(), {
      ...noSpaces,
      'POST /api/v1/Guide': () => Response.json(conflict, { status: 409 }),
    });
    renderAt('/en/register/role');
    await user.click(await screen.findByRole('button', { name: /^Tour guide \(individual\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This space already exists.');
  });

  it('offers no second guide space', async () => {
    stubSession(signedIn(), { 'GET /api/profile': () => Response.json(rolesWith({ guide: guideSpace })) });
    renderAt('/en/register/role');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Tour guide \(individual\)/ })).toBeDisabled(),
    );
    expect(screen.getByText('You already have a guide space.')).toBeInTheDocument();
  });
});

describe('home page', () => {
  it.each([
    ['/', '/register'],
    ['/en', '/en/register'],
  ])('takes a user with no space from %s to %s', async (path, target) => {
    stubSession(signedIn(), noSpaces);
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(await screen.findByTestId('register')).toBeInTheDocument();
  });

  it('stays for a user with a space', async () => {
    stubSession(signedIn(), { 'GET /api/profile': () => Response.json(rolesWith({ guide: guideSpace })) });
    const router = renderAt('/en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to TourTariff' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('space-switcher-name')).toHaveTextContent('Personal space'),
    );
    expect(router.state.location.pathname).toBe('/en');
  });
});
