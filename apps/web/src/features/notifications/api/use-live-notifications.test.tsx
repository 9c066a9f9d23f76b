import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './keys';
import { REOPEN_AFTER_MS, useLiveNotifications } from './use-live-notifications';

// The hook only needs the core's version; the session machinery behind the real client is not under test.
vi.mock('../../../lib/api/use-clients', () => ({
  useCoreClient: () => ({
    serverStatus: async () => ({ status: 0, message: 'ok', data: { label: 'core', version: '0.3' } }),
  }),
}));

/** jsdom has no EventSource: this one lets a test play the server's side of the stream. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What a browser does when the server answers the stream with anything but 200 (a 401, a 503). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

/** The hook next to the bell's list query, counting how often that list is fetched. */
function renderLive() {
  const fetches = vi.fn(async () => ({ items: [], next: null, unread: 0 }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useQuery({ queryKey: notificationKeys.list('user-1'), queryFn: fetches });
      return useLiveNotifications('user-1');
    },
    { wrapper },
  );
  return { ...view, fetches };
}

const latest = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no stream opened');
  return source;
};

describe('useLiveNotifications', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('rereads the list when the core says resync (its database came back and events may be lost)', async () => {
    const { result, fetches } = renderLive();
    await waitFor(() => expect(result.current.live).toBe(true));
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    act(() => {
      latest().dispatchEvent(new MessageEvent('resync', { data: '{}' }));
    });
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('rereads the list when the stream reconnects on its own, but not on the first open', async () => {
    const { result, fetches } = renderLive();
    await waitFor(() => expect(result.current.live).toBe(true));
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    act(() => {
      latest().dispatchEvent(new Event('open'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toHaveBeenCalledTimes(1);
    act(() => {
      latest().dispatchEvent(new Event('open'));
    });
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
  });

  it('falls back to polling when the stream is refused, and opens it again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result, fetches } = renderLive();
      await waitFor(() => expect(result.current.live).toBe(true));
      act(() => {
        latest().dispatchEvent(new Event('open'));
        latest().refuse();
      });
      await waitFor(() => expect(result.current.live).toBe(false));
      await act(() => vi.advanceTimersByTimeAsync(REOPEN_AFTER_MS));
      await waitFor(() => expect(result.current.live).toBe(true));
      expect(FakeEventSource.instances).toHaveLength(2);
      const before = fetches.mock.calls.length;
      // The reopened stream follows a gap in which events went unheard: it catches up as it opens.
      act(() => {
        latest().dispatchEvent(new Event('open'));
      });
      await waitFor(() => expect(fetches.mock.calls.length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });
});
