import { describe, expect, it, vi } from 'vitest';
import { createHub, type Stream } from '../../src/core/notify/hub.ts';

const stream = () => ({
  send: vi.fn<Stream['send']>(),
  emit: vi.fn<Stream['emit']>(),
  resync: vi.fn<Stream['resync']>(),
  close: vi.fn<Stream['close']>(),
});
const payload = (target: string, key = 'k1') => JSON.stringify({ key, target, kind: 'new' });

describe('notification hub (in-memory fan-out)', () => {
  it('delivers to every stream of the target and to nobody else', () => {
    const hub = createHub({ maxPerTarget: 5 });
    const [a1, a2, b] = [stream(), stream(), stream()];
    hub.subscribe('a', a1);
    hub.subscribe('a', a2);
    hub.subscribe('b', b);
    hub.deliver(payload('a'), '41');
    expect(a1.send).toHaveBeenCalledWith({ key: 'k1', target: 'a', kind: 'new' }, '41');
    expect(a2.send).toHaveBeenCalledOnce();
    expect(b.send).not.toHaveBeenCalled();
  });

  it('forgets a stream once unsubscribed, and the target with its last stream', () => {
    const hub = createHub({ maxPerTarget: 5 });
    const a = stream();
    const unsubscribe = hub.subscribe('a', a);
    expect(hub.size()).toBe(1);
    unsubscribe();
    hub.deliver(payload('a'));
    expect(a.send).not.toHaveBeenCalled();
    expect(hub.size()).toBe(0);
  });

  it("ends a user's oldest stream beyond the limit", () => {
    const hub = createHub({ maxPerTarget: 2 });
    const [first, second, third] = [stream(), stream(), stream()];
    for (const s of [first, second, third]) hub.subscribe('a', s);
    expect(first.close).toHaveBeenCalledWith('end');
    hub.deliver(payload('a'));
    expect(first.send).not.toHaveBeenCalled();
    expect(third.send).toHaveBeenCalledOnce();
  });

  it('ignores payloads that are not its event shape', () => {
    const hub = createHub({ maxPerTarget: 2 });
    const a = stream();
    hub.subscribe('a', a);
    for (const bad of ['not json', '{}', JSON.stringify({ key: 'k', target: 'a', kind: 'boom' })]) {
      hub.deliver(bad);
    }
    expect(a.send).not.toHaveBeenCalled();
  });

  it('asks every open stream of every user to resync, after the subscription was lost', () => {
    const hub = createHub({ maxPerTarget: 5 });
    const [a1, a2, b] = [stream(), stream(), stream()];
    hub.subscribe('a', a1);
    hub.subscribe('a', a2);
    hub.subscribe('b', b);
    hub.resyncAll();
    for (const s of [a1, a2, b]) expect(s.resync).toHaveBeenCalledOnce();
    expect(a1.send).not.toHaveBeenCalled();
  });

  it('ends every stream on shutdown asking its browser to reconnect', () => {
    const hub = createHub({ maxPerTarget: 2 });
    const [a, b] = [stream(), stream()];
    hub.subscribe('a', a);
    hub.subscribe('b', b);
    hub.closeAll();
    expect(a.close).toHaveBeenCalledWith('reconnect');
    expect(b.close).toHaveBeenCalledWith('reconnect');
  });

  it('delivers an app event once to each stream of a member of its spaces, and stops after unsubscribe', () => {
    const hub = createHub({ maxPerTarget: 5 });
    const [a, b, c] = [stream(), stream(), stream()];
    const leave = hub.subscribe('a', a, ['s1', 's2']);
    hub.subscribe('b', b, ['s2']);
    hub.subscribe('c', c, ['s3']);
    hub.deliverApp(
      JSON.stringify({ event: 'message', spaces: ['s1', 's2'], data: { conversation: 'cv_1' } }),
    );
    expect(a.emit).toHaveBeenCalledOnce();
    expect(a.emit).toHaveBeenCalledWith('message', { conversation: 'cv_1' }, undefined);
    expect(b.emit).toHaveBeenCalledOnce();
    expect(c.emit).not.toHaveBeenCalled();
    leave();
    hub.deliverApp(JSON.stringify({ event: 'read', spaces: ['s1'], data: {} }));
    hub.deliverApp('not json');
    expect(a.emit).toHaveBeenCalledOnce();
  });
});
