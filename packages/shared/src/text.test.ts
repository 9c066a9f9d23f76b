import { describe, expect, it } from 'vitest';
import { plainText } from './tariffs-fields.ts';
import { brokenTextRule, text } from './text.ts';

describe('the shared text rule', () => {
  it('accepts any well-formed text, surrogate pairs and control characters other than NUL included', () => {
    for (const value of ['', '京都', 'tab\there', 'emoji 😀 pair', '\u{10FFFF}', 'line\r\nbreak'])
      expect(brokenTextRule(value), value).toBeNull();
  });

  it('names NUL anywhere in the text', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', '京\u0000都'])
      expect(brokenTextRule(value)).toBe('no_nul');
  });

  it('names a lone high or low surrogate, alone, at either end, or beside a pair', () => {
    for (const value of ['\ud800', '\udfff', 'a\ud83d', '\ude00a', '京都\udc00', '😀\ud800', '\udc00\ud800'])
      expect(brokenTextRule(value), JSON.stringify(value)).toBe('no_lone_surrogate');
  });
});

describe('text(max), the zod helper the contracts share', () => {
  it('refuses a broken text by rule name, and keeps the length limit', () => {
    const schema = text(5);
    expect(schema.parse('京都')).toBe('京都');
    const nul = schema.safeParse('a\u0000');
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]).toMatchObject({ code: 'custom', params: { rule: 'no_nul' } });
    const lone = schema.safeParse('\ud800');
    expect(lone.error?.issues[0]).toMatchObject({ params: { rule: 'no_lone_surrogate' } });
    expect(schema.safeParse('abcdef').error?.issues[0]).toMatchObject({ code: 'too_big' });
  });

  it('trims before counting when asked, so padding does not use up the limit', () => {
    expect(text(3, { trim: true }).parse('  abc  ')).toBe('abc');
    expect(text(3).safeParse('  abc  ').success).toBe(false);
  });

  it('is the rule of the tariff contracts too (plainText)', () => {
    expect(plainText(10).safeParse('嵐山\udc00').error?.issues[0]).toMatchObject({
      params: { rule: 'no_lone_surrogate' },
    });
  });
});
