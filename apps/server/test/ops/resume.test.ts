import { describe, expect, it, vi } from 'vitest';
import { replayTo, type Stream } from '../../src/core/notify/hub.ts';
import { holdLive } from '../../src/core/notify/resume.ts';

const stream = () => ({
  send: vi.fn<Stream['send']>(),
  emit: vi.fn<Stream['emit']>(),
  resync: vi.fn<Stream['resync']>(),
  close: vi.fn<Stream['close']>(),
});

describe('resuming a stream', () => {
  it('replays only what was meant for the stream: its own notifications and its spaces’ app events', () => {
    const sse = stream();
    replayTo(sse, { target: 'alice', spaces: ['s1'] }, [
      { kind: 'notification', id: '1', payload: JSON.stringify({ key: 'k1', target: 'alice', kind: 'new' }) },
      { kind: 'notification', id: '2', payload: JSON.stringify({ key: 'k2', target: 'bob', kind: 'new' }) },
      {
        kind: 'app',
        id: '3',
        payload: JSON.stringify({ event: 'message', spaces: ['s2', 's1'], data: { c: 1 } }),
      },
      { kind: 'app', id: '4', payload: JSON.stringify({ event: 'message', spaces: ['s2'], data: { c: 2 } }) },
      { kind: 'app', id: '5', payload: 'not json' },
    ]);
    expect(sse.send.mock.calls).toEqual([[{ key: 'k1', target: 'alice', kind: 'new' }, '1']]);
    expect(sse.emit.mock.calls).toEqual([['message', { c: 1 }, '3']]);
  });

  it('holds live events during the replay and writes each once after it', () => {
    const sse = stream();
    const held = holdLive(sse);
    const event = { key: 'k', target: 'alice', kind: 'new' as const };
    held.stream.send(event, '7');
    held.stream.emit('message', {}, '8');
    held.stream.resync();
    expect(sse.send).not.toHaveBeenCalled();
    expect(sse.resync).toHaveBeenCalledOnce();
    held.release(new Set(['7']));
    expect(sse.send).not.toHaveBeenCalled();
    expect(sse.emit.mock.calls).toEqual([['message', {}, '8']]);
    held.stream.send(event, '9');
    held.stream.send(event, '7');
    expect(sse.send.mock.calls).toEqual([[event, '9']]);
  });
});
