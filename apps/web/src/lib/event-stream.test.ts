import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeEvents } from './event-stream';

/** jsdom has no EventSource: a stand-in that counts how many streams the page opened. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
}

const URL = '/core/notify/events';

describe('subscribeEvents: one stream per page', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one EventSource between listeners, each hearing its own events, and closes it with the last', () => {
    const bell = vi.fn();
    const envelope = vi.fn();
    const a = subscribeEvents(URL, false, { notification: bell });
    const b = subscribeEvents(URL, false, { message: envelope });
    expect(FakeEventSource.instances).toHaveLength(1);

    const [source] = FakeEventSource.instances as [FakeEventSource];
    source.dispatchEvent(new MessageEvent('message', { data: '{}' }));
    expect(envelope).toHaveBeenCalledTimes(1);
    expect(bell).not.toHaveBeenCalled();

    a.unsubscribe();
    expect(source.readyState).not.toBe(2);
    b.unsubscribe();
    expect(source.readyState).toBe(2);
  });

  it('tells a listener joining an open stream that it is open', async () => {
    const first = subscribeEvents(URL, false, {});
    (FakeEventSource.instances[0] as FakeEventSource).opened();
    const open = vi.fn();
    const second = subscribeEvents(URL, false, { open });
    await Promise.resolve();
    expect(open).toHaveBeenCalledTimes(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('opens a new stream once the old one was refused (closed)', () => {
    const first = subscribeEvents(URL, false, {});
    (FakeEventSource.instances[0] as FakeEventSource).close();
    const second = subscribeEvents(URL, false, {});
    expect(FakeEventSource.instances).toHaveLength(2);
    first.unsubscribe();
    second.unsubscribe();
  });
});
