import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn } from '../../../../test/app';

type Handler = (body: Record<string, unknown>) => unknown;

/** Answers the session and the core calls the bell makes; core calls are recorded for assertions. */
function stubApi(core: Record<string, Handler>, version = '0.3') {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/auth/session') return Response.json(signedIn());
    if (url === '/core/server/status')
      return Response.json({ status: 0, message: 'ok', data: { label: 'Core', version } });
    if (!url.startsWith('/core/')) return new Response('invalid record', { status: 404 });
    const path = url.replace(/^\/core\//, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = core[path];
    if (!handler) return new Response('invalid record', { status: 404 });
    return Response.json(handler(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

type Text = { jp: string; en: string };
const ok = (data: unknown) => ({ status: 0, message: 'ok', data });
/** The core answers subjects in both languages; a plain string here stands for the same text in both. */
const both = (text: string | Text) => (typeof text === 'string' ? { jp: text, en: text } : text);
const page = (items: { key: string; subject: string | Text; read: boolean }[]) =>
  ok({
    items: items.map((item) => ({
      ...item,
      subject: both(item.subject),
      createdAt: '2025-04-01T03:00:00.000Z',
    })),
    next: null,
    unread: items.filter((item) => !item.read).length,
  });
const details = {
  key: 'n1',
  target: 'user-1',
  subject: { jp: 'タリフが承認されました', en: 'Tariff approved' },
  body: { jp: 'タリフが公開されました。', en: 'Your tariff is now public.' },
  link: '/tariff/list',
  read: false,
  createdBy: 'admin',
  createdAt: '2025-04-01T03:00:00.000Z',
  readAt: null,
};

/** A stand-in for the browser's EventSource (jsdom has none), so a test can push an event. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  url: string;
  init: EventSourceInit | undefined;
  constructor(url: string, init?: EventSourceInit) {
    super();
    this.url = url;
    this.init = init;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

async function openBell() {
  const user = userEvent.setup();
  const bell = await screen.findByTestId('notification-bell');
  await user.click(bell);
  return { user, bell };
}

describe('notification bell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'No notification' when there is none", async () => {
    stubApi({ 'notify/list': () => page([]) });
    renderAt('/en/search');
    await openBell();
    expect(await screen.findByText('No notification')).toBeVisible();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('is in Japanese on a Japanese page', async () => {
    stubApi({ 'notify/list': () => page([]) });
    renderAt('/jp/search');
    const { bell } = await openBell();
    expect(bell).toHaveAccessibleName('通知');
    expect(await screen.findByText('通知はありません')).toBeVisible();
  });

  it('lists subjects with the unread ones in bold and counts them', async () => {
    const calls = stubApi({
      'notify/list': () =>
        page([
          { key: 'n2', subject: 'New review', read: false },
          { key: 'n1', subject: 'Tariff approved', read: true },
        ]),
    });
    renderAt('/en/search');
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    const { bell } = await openBell();
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual(['New review (unread)', 'Tariff approved']);
    expect(items[0]).toHaveClass('fw-bold');
    expect(items[1]).not.toHaveClass('fw-bold');
    expect(calls).toContainEqual({ path: 'notify/list', body: { target: 'user-1', limit: 20 } });
  });

  it("opens 'Notification Details' and marks the notification read", async () => {
    let read = false;
    const calls = stubApi({
      'notify/list': () => page([{ key: 'n1', subject: 'Tariff approved', read }]),
      'notify/get': () => ok({ ...details, read }),
      'notify/manage': (body) => {
        read = body.read === true;
        return ok({ key: 'n1', read });
      },
    });
    renderAt('/en/search');
    const { user } = await openBell();
    await user.click(await screen.findByTestId('notification-item'));

    const modal = await screen.findByTestId('notification-modal');
    expect(within(modal).getByRole('heading', { name: 'Notification Details' })).toBeInTheDocument();
    expect(await within(modal).findByText('Tariff approved')).toBeInTheDocument();
    expect(within(modal).getByText('Your tariff is now public.')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: '/tariff/list' })).toHaveAttribute(
      'href',
      '/en/tariff/list',
    );
    expect(within(modal).getByText('1 April 2025, 12:00')).toBeInTheDocument();
    expect(calls).toContainEqual({ path: 'notify/get', body: { key: 'n1' } });
    expect(calls).toContainEqual({ path: 'notify/manage', body: { key: 'n1', read: true } });
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
  });

  it("shows 'Notification Error' / 'Invalid Notification' when the answer is not status 0", async () => {
    const calls = stubApi({
      'notify/list': () => page([{ key: 'gone', subject: 'Dropped elsewhere', read: false }]),
      'notify/get': () => ({ status: 12, message: 'Notification not found', data: null }),
    });
    renderAt('/en/search');
    const { user } = await openBell();
    await user.click(await screen.findByTestId('notification-item'));
    const modal = await screen.findByTestId('notification-modal');
    expect(await within(modal).findByRole('heading', { name: 'Notification Error' })).toBeInTheDocument();
    expect(within(modal).getByText('Invalid Notification')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('notify/manage');
  });

  it('works from the keyboard and gives focus back to the bell', async () => {
    stubApi({
      'notify/list': () => page([{ key: 'n1', subject: 'Tariff approved', read: true }]),
      'notify/get': () => ok({ ...details, read: true }),
    });
    renderAt('/en/search');
    const user = userEvent.setup();
    const bell = await screen.findByTestId('notification-bell');
    bell.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByTestId('notification-item')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Notification Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('refetches on each server-sent event when the core is above 0.2', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.instances = [];
    let items = [{ key: 'n1', subject: 'First', read: false }];
    stubApi({ 'notify/list': () => page(items) });
    renderAt('/en/search');
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]?.url).toBe('/core/notify/events');
    expect(FakeEventSource.instances[0]?.init).toEqual({ withCredentials: false });

    items = [{ key: 'n2', subject: 'Second', read: false }, ...items];
    FakeEventSource.instances[0]?.dispatchEvent(new MessageEvent('notification', { data: '{"key":"n2"}' }));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
  });

  it('polls every 60 s instead of streaming from a core at 0.2 or below', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.instances = [];
    const calls = stubApi({ 'notify/list': () => page([]) }, '0.2');
    const listCalls = () => calls.filter((call) => call.path === 'notify/list').length;
    renderAt('/en/search');
    await screen.findByTestId('notification-bell');
    await waitFor(() => expect(listCalls()).toBe(1));
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(FakeEventSource.instances).toHaveLength(0);
  });
  describe.each([
    ['jp', 'タリフが公開されました', 'Tariff published', '京都の旅が公開されました。'],
    ['en', 'Tariff published', 'タリフが公開されました', 'Your Kyoto tour is now public.'],
  ] as const)("on a %s page, only the reader's language", (locale, shown, hidden, body) => {
    it('shows the subject in the bell and the subject and body in the details', async () => {
      const subject = { jp: 'タリフが公開されました', en: 'Tariff published' };
      stubApi({
        'notify/list': () => page([{ key: 'n1', subject, read: true }]),
        'notify/get': () =>
          ok({
            ...details,
            subject,
            body: { jp: '京都の旅が公開されました。', en: 'Your Kyoto tour is now public.' },
            read: true,
          }),
      });
      renderAt(`/${locale}/search`);
      const { user } = await openBell();
      const item = await screen.findByTestId('notification-item');
      expect(item).toHaveTextContent(shown);
      expect(item).not.toHaveTextContent(hidden);
      await user.click(item);
      const modal = await screen.findByTestId('notification-modal');
      expect(await within(modal).findByTestId('notification-subject')).toHaveTextContent(shown);
      expect(modal).not.toHaveTextContent(hidden);
      expect(within(modal).getByText(body)).toBeInTheDocument();
    });
  });
});
