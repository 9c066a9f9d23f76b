import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from './bookings';
import { staleBookingKeys, useLiveBookings } from './use-live-bookings';

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
}

const latest = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no stream opened');
  return source;
};

/** The hook beside an open booking page (bk_1), another booking (bk_2) and a list, counting their fetches. */
function renderLive() {
  const fetches = { bk_1: vi.fn(async () => 1), bk_2: vi.fn(async () => 2), list: vi.fn(async () => []) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const params = {
    space: 'sp_b',
    side: 'buyer',
    state: null,
    from: '',
    to: '',
    tariff: '',
    cursor: null,
  } as const;
  const view = renderHook(
    () => {
      useQuery({ queryKey: bookingKeys.one('bk_1'), queryFn: fetches.bk_1 });
      useQuery({ queryKey: bookingKeys.one('bk_2'), queryFn: fetches.bk_2 });
      useQuery({ queryKey: bookingKeys.list(params), queryFn: fetches.list });
      return useLiveBookings();
    },
    { wrapper },
  );
  return { ...view, fetches };
}

describe('useLiveBookings', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('a booking event refetches that booking and the lists at once, not the other bookings', async () => {
    const { result, fetches } = renderLive();
    act(() => {
      latest().dispatchEvent(new Event('open'));
    });
    await waitFor(() => expect(result.current.live).toBe(true));
    await waitFor(() => expect(fetches.list).toHaveBeenCalledTimes(1));
    act(() => {
      latest().dispatchEvent(
        new MessageEvent('booking', { data: '{"booking":"bk_1","state":"confirmed","what":"confirmed"}' }),
      );
    });
    await waitFor(() => expect(fetches.bk_1).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fetches.list).toHaveBeenCalledTimes(2));
    expect(fetches.bk_2).toHaveBeenCalledTimes(1);
  });

  it('after a reconnect or a resync every booking query is read again; a refused stream is not live', async () => {
    const { result, fetches } = renderLive();
    act(() => {
      latest().dispatchEvent(new Event('open'));
    });
    await waitFor(() => expect(result.current.live).toBe(true));
    await waitFor(() => expect(fetches.bk_2).toHaveBeenCalledTimes(1));
    act(() => {
      latest().dispatchEvent(new Event('open'));
    });
    await waitFor(() => expect(fetches.bk_2).toHaveBeenCalledTimes(2));
    act(() => {
      latest().dispatchEvent(new MessageEvent('resync', { data: '{}' }));
    });
    await waitFor(() => expect(fetches.bk_2).toHaveBeenCalledTimes(3));
    act(() => {
      latest().readyState = FakeEventSource.CLOSED;
      latest().dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(result.current.live).toBe(false));
  });

  it('an event that names no booking makes every booking query stale', () => {
    expect(staleBookingKeys(null)).toEqual([bookingKeys.all]);
    expect(staleBookingKeys('bk_9')).toContainEqual(bookingKeys.one('bk_9'));
  });
});
