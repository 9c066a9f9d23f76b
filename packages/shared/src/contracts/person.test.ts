import { describe, expect, it } from 'vitest';
import { personName, personNameResponse } from './person.ts';

describe('personName: the written name and its reading, as answers carry them', () => {
  it('sends the name with its reading, trimmed', () => {
    expect(personName(' 京都 花子 ', ' きょうと はなこ ')).toEqual({
      name: '京都 花子',
      furigana: 'きょうと はなこ',
    });
    expect(personNameResponse.parse(personName('京都 花子', null))).toEqual({
      name: '京都 花子',
      furigana: null,
    });
  });

  it('sends no reading without the name it spells, and no blank reading', () => {
    expect(personName(null, 'きょうと')).toBeNull();
    expect(personName('  ', 'きょうと')).toBeNull();
    expect(personName('京都 花子', '   ')).toEqual({ name: '京都 花子', furigana: null });
  });
});
