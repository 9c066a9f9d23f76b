import { describe, expect, it } from 'vitest';
import { messengerKeys } from './keys';
import { staleKeysOf } from './use-live-messenger';

describe('what a live event makes stale', () => {
  it('a message: the lists, the envelope and its thread', () => {
    expect(staleKeysOf('message', { conversation: 'cv_1' })).toEqual([
      messengerKeys.lists(),
      ['messenger', 'unread'],
      messengerKeys.thread('cv_1'),
    ]);
  });

  it('a read mark: only the thread (its read marks)', () => {
    expect(staleKeysOf('read', { conversation: 'cv_1' })).toEqual([messengerKeys.thread('cv_1')]);
  });

  it('an inquiry move: also the inquiries and that inquiry card', () => {
    expect(staleKeysOf('inquiry', { conversation: 'cv_1', inquiry: 'iq_1' })).toEqual([
      messengerKeys.lists(),
      ['messenger', 'unread'],
      messengerKeys.thread('cv_1'),
      ['messenger', 'inquiries'],
      messengerKeys.inquiry('iq_1'),
    ]);
  });
});
