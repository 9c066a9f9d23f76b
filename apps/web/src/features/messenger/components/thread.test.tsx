import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';
import { formatDate } from '../../../lib/locale';
import { conversation, message, threadOf } from '../test/fixtures';

const thread = threadOf([
  message('ms_3', '2026-11-20T02:00:00Z', 'See you in April.'),
  message('ms_2', '2026-11-19T14:59:00Z', 'Late answer', true),
  message('ms_1', '2026-11-19T01:00:00Z', 'Hello from Kyoto'),
]);

function open(api: ApiStubs = {}, path = '/en/messages/cv_1') {
  const send = vi.fn((_init?: RequestInit) =>
    Response.json(message('ms_4', '2026-11-20T03:00:00Z', 'x', true)),
  );
  stubSession(signedIn(['tourtariff:buyer']), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
    'GET /api/messenger/unread?space=c1': () => Response.json({ total: 1, conversations: 1 }),
    'POST /api/messenger': () => Response.json({ items: [conversation], next: null }),
    'GET /api/messenger/cv_1': () => Response.json(thread),
    'PATCH /api/messenger/cv_1/read': () => Response.json({ ok: true }),
    'POST /api/messenger/cv_1': send,
    ...api,
  });
  renderAt(path);
  return { user: userEvent.setup(), send };
}

describe('the messages page', () => {
  it('shows the thread oldest first with a separator above each day in Japan time', async () => {
    open();
    const log = await screen.findByRole('log', { name: 'Messages in this conversation' });
    const separators = within(log).getAllByTestId('day-separator');
    // 14:59 UTC on the 19th is 23:59 in Japan: still the 19th, so two days, not three.
    expect(separators.map((s) => s.textContent)).toEqual([
      formatDate('2026-11-19', 'en'),
      formatDate('2026-11-20', 'en'),
    ]);
    expect(
      within(log)
        .getAllByTestId('message-text')
        .map((m) => m.textContent),
    ).toEqual(['Hello from Kyoto', 'Late answer', 'See you in April.']);
    expect(screen.getByTestId('thread-title')).toHaveTextContent('京都旅館株式会社');
    expect(screen.getByTestId('message-envelope')).toHaveAccessibleName('Message inbox, 1 unread');
  });

  it('sends on Enter, never on the Enter that confirms an IME conversion, and breaks the line on Shift+Enter', async () => {
    const { user, send } = open();
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'こんにちは');

    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    await user.type(box, '{Shift>}{Enter}{/Shift}4月');
    expect(send).not.toHaveBeenCalled();
    expect(box).toHaveValue('こんにちは\n4月');

    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(send.mock.lastCall?.[0]?.body))).toEqual({
      space: 'c1',
      text: 'こんにちは\n4月',
      attachments: [],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it.each([
    ['jp', '/jp/messages/cv_1'],
    ['en', '/en/messages/cv_1'],
  ])(
    'gives the heading, the envelope, the thread and the composer names of their own (%s)',
    async (_locale, path) => {
      open({}, path);
      const composer = await screen.findByRole('textbox', { name: /./ });
      await screen.findByRole('log', { name: /./ });
      const envelope = await screen.findByTestId('message-envelope');
      const names = [
        screen.getByRole('heading', { level: 1 }).textContent,
        envelope.getAttribute('aria-label'),
        screen.getByRole('log').getAttribute('aria-label'),
        (composer as HTMLTextAreaElement).labels?.[0]?.textContent,
      ];
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it('names each sender, with the address only where the server sent it (their own space)', async () => {
    open();
    const senders = await screen.findAllByTestId('message-sender');
    expect(senders.map((sender) => sender.textContent)).toEqual([
      'Taro Suzuki',
      'Hanako Yamada',
      'Taro Suzuki',
    ]);
    expect(screen.getAllByTestId('message-sender-email').map((e) => e.textContent)).toEqual([
      'hanako@example.com',
    ]);
  });

  it('refuses a file of another type or over 10 MB before anything is sent, naming it', async () => {
    open();
    await screen.findByLabelText('Message');
    const input = screen.getByTestId('composer-file-input');
    const gif = new File(['gif'], 'map.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(input, [gif, big, pdf]);
    const problems = screen.getByTestId('composer-problems');
    expect(problems).toHaveTextContent('map.gif: only JPEG, PNG, WebP and PDF files can be attached.');
    expect(problems).toHaveTextContent('scan.pdf: files over 10 MB cannot be attached.');
    expect(screen.getByTestId('composer-files')).toHaveTextContent('plan.pdf');
    expect(screen.getByTestId('composer-files')).not.toHaveTextContent('map.gif');
  });
});

describe('read marks', () => {
  it('marks the thread read once, up to the newest message of the other side, only while the tab is shown', async () => {
    const read = vi.fn((_init?: RequestInit) => Response.json({ total: 0, conversations: 0 }));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    open({ 'PATCH /api/messenger/cv_1/read': read });
    await screen.findByRole('log', { name: 'Messages in this conversation' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).not.toHaveBeenCalled();

    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(read.mock.lastCall?.[0]?.body))).toEqual({ message: 'ms_3' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });
});
