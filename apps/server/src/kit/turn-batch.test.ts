import { describe, expect, it } from 'vitest';
import { TurnBatch } from './turn-batch.ts';

/** A batch whose loads answer `value:<key>` for keys not starting with `missing`, recording each call. */
function recorded() {
  const calls: { kind: 'one' | 'many'; keys: string[]; contexts: string[] }[] = [];
  const answer = (key: string) => (key.startsWith('missing') ? undefined : `value:${key}`);
  const batch = new TurnBatch<string, string>({
    one: async (key, contexts) => {
      calls.push({ kind: 'one', keys: [key], contexts });
      return answer(key);
    },
    many: async (keys, contexts) => {
      calls.push({ kind: 'many', keys, contexts });
      const found = new Map<string, string>();
      for (const key of keys) {
        const value = answer(key);
        if (value) found.set(key, value);
      }
      return found;
    },
  });
  return { batch, calls };
}

describe('TurnBatch', () => {
  it('answers loads of one turn with one call per group, each key once, with every load’s context', async () => {
    const { batch, calls } = recorded();
    const answers = await Promise.all([
      batch.load('a', 'k1', 'reader 1'),
      batch.load('a', 'k2', 'reader 2'),
      batch.load('b', 'k1', 'reader 1'),
      batch.load('a', 'k1', 'reader 3'),
      batch.load('a', 'missing-1', 'reader 1'),
    ]);
    expect(answers).toEqual(['value:k1', 'value:k2', 'value:k1', 'value:k1', undefined]);
    expect(calls).toEqual([
      {
        kind: 'many',
        keys: ['k1', 'k2', 'missing-1'],
        contexts: ['reader 1', 'reader 2', 'reader 3', 'reader 1'],
      },
      { kind: 'one', keys: ['k1'], contexts: ['reader 1'] },
    ]);
  });

  it('answers a lone load with the single-key call, and a key asked twice with it too', async () => {
    const { batch, calls } = recorded();
    expect(await batch.load('a', 'k1', 'x')).toBe('value:k1');
    expect(await Promise.all([batch.load('a', 'k2', 'x'), batch.load('a', 'k2', 'y')])).toEqual([
      'value:k2',
      'value:k2',
    ]);
    expect(await batch.load('a', 'missing', 'x')).toBeUndefined();
    expect(calls.map((call) => [call.kind, call.contexts])).toEqual([
      ['one', ['x']],
      ['one', ['x', 'y']],
      ['one', ['x']],
    ]);
  });

  it('starts a new batch for loads after the turn that sent the last one', async () => {
    const { batch, calls } = recorded();
    const first = batch.load('a', 'k1', 'x');
    await new Promise((resolve) => setImmediate(resolve));
    const second = batch.load('a', 'k2', 'x');
    expect(await Promise.all([first, second])).toEqual(['value:k1', 'value:k2']);
    expect(calls.map((call) => [call.kind, call.keys])).toEqual([
      ['one', ['k1']],
      ['one', ['k2']],
    ]);
  });

  it('refuses every load of a batch whose call failed, and the next batch is answered again', async () => {
    let fail = true;
    const batch = new TurnBatch<string, string>({
      one: async (key) => key,
      many: async (keys) => {
        if (fail) throw new Error('database gone');
        return new Map(keys.map((key) => [key, key]));
      },
    });
    const failed = await Promise.allSettled([batch.load('a', 'k1', 'x'), batch.load('a', 'k2', 'x')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await Promise.all([batch.load('a', 'k1', 'x'), batch.load('a', 'k2', 'x')])).toEqual(['k1', 'k2']);
  });
});
