import { describe, expect, it } from 'vitest';
import { resources } from '../../locales/resources';
import type { Locale } from '../config';
import { createI18n } from '../i18n';
import { createTranslator } from '../i18n/translator';
import { errorText, hasErrorText, issueLines, issueText, ruleKeys } from './error-text';

const jp = createI18n('jp');
const en = createI18n('en');

/** An instance whose errors namespace has a `demo` section besides the real ones, as a new domain adds one. */
function withErrors(language: Locale, demo: Record<Locale, object>) {
  return createTranslator({
    language,
    fallbackLanguage: 'jp',
    defaultNamespace: 'common',
    source: {
      peek: (locale, namespace) =>
        namespace === 'errors'
          ? { ...resources[locale].errors, demo: demo[locale] }
          : resources[locale][namespace],
      load: () => Promise.reject(new Error('every text is at hand')),
    },
  });
}

/** An i18n whose errors namespace also has a domain's own rule texts, as a domain section may add them. */
const withDomainRules = () =>
  withErrors('jp', {
    jp: { rules: { overlap: 'シーズン{{season}}と重なっています。' } },
    en: { rules: { overlap: 'Overlaps season {{season}}.' } },
  });

describe('errorText: a refusal code in the reader’s language', () => {
  it('renders a known code in jp and in en, never the server’s English message', () => {
    const error = { code: 'record.conflict', message: 'Only a submitted tariff can be published' };
    expect(errorText(jp, error)).toBe('現在の状態ではこの操作はできません。');
    expect(errorText(en, error)).toBe('This cannot be done in the current state.');
  });

  it('renders `internal`, the code of a 5xx outside the catalogue', () => {
    expect(errorText(jp, { code: 'internal', message: 'Internal server error (request r1)' })).toBe(
      'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
    );
  });

  it('falls back to the server’s English message only for a code the locale files do not know', () => {
    const error = { code: 'member.newer_code', message: 'The last owner cannot leave' };
    expect(errorText(jp, error)).toBe('The last owner cannot leave');
    expect(errorText(en, error)).toBe('The last owner cannot leave');
    // A section is not a text: `request` alone is as unknown as a new code.
    expect(errorText(jp, { code: 'request', message: 'odd' })).toBe('odd');
  });

  it('says "unknown" with the code when an unknown code comes without a message', () => {
    expect(errorText(en, { code: 'x.y', message: '' })).toBe('Something went wrong (x.y)');
    expect(errorText(jp, { code: 'x.y', message: '' })).toBe('エラーが発生しました（x.y）');
  });

  it('interpolates the code’s params', () => {
    const i18n = withErrors('en', { jp: {}, en: { too_many: 'At most {{max}} items.' } });
    expect(errorText(i18n, { code: 'demo.too_many', message: 'too many', params: { max: 20 } })).toBe(
      'At most 20 items.',
    );
  });
});

describe('issueText: a field’s rule in the reader’s language', () => {
  it('renders a zod rule with its params in jp and en, by the variant its origin names', () => {
    const issue = { rule: 'too_big', message: 'Too big', params: { origin: 'string', maximum: 200 } };
    expect(issueText(jp, issue)).toBe('200文字以内で入力してください。');
    expect(issueText(en, issue)).toBe('Enter at most 200 characters.');
    const amount = { rule: 'too_small', message: 'Too small', params: { origin: 'number', minimum: 0 } };
    expect(issueText(jp, amount)).toBe('0以上の値を入力してください。');
  });

  it('writes calendar dates among the params as the page writes dates', () => {
    const issue = {
      rule: 'too_small',
      message: 'Too small',
      params: { origin: 'date', minimum: '2000-01-01' },
    };
    expect(issueText(jp, issue)).toBe('2000年1月1日以降の日付にしてください。');
    expect(issueText(en, issue)).toContain('1 January 2000');
  });

  it('uses the rule’s plain text when no variant fits', () => {
    const issue = { rule: 'too_big', message: 'Too big', params: { origin: 'file', maximum: 2 } };
    expect(issueText(en, issue)).toBe('This is too long or too large.');
    expect(issueText(jp, { rule: 'too_big', message: 'Too big' })).toBe('長すぎるか大きすぎます。');
  });

  it('renders the named rules of the shared contracts and the input rules', () => {
    expect(issueText(jp, { rule: 'overlap', message: 'overlaps season 0 (High)' })).toBe(
      '他の行と期間または人数が重なっています。',
    );
    expect(issueText(en, { rule: 'pax_order', message: 'must not exceed pax_max' })).toBe(
      'Min pax is more than max pax.',
    );
    expect(issueText(jp, { rule: 'no_nul', message: 'contains NUL' })).toBe(
      '使えない制御文字（NUL）が含まれています。',
    );
  });

  it('looks up the domain’s rules first: the code’s domain, then the domains the form names', () => {
    const i18n = withDomainRules();
    const issue = { rule: 'overlap', message: 'overlaps season 1', params: { season: 2 } };
    expect(issueText(i18n, issue, { code: 'demo.invalid' })).toBe('シーズン2と重なっています。');
    expect(issueText(i18n, issue, { code: 'request.invalid', domains: ['demo'] })).toBe(
      'シーズン2と重なっています。',
    );
    // Without the domain, the generic text of the rule.
    expect(issueText(i18n, issue, { code: 'request.invalid' })).toBe(
      '他の行と期間または人数が重なっています。',
    );
  });

  it('keeps the server’s English message for a rule no locale file knows', () => {
    expect(issueText(jp, { rule: 'rule_of_a_newer_server', message: 'is not accepted yet' })).toBe(
      'is not accepted yet',
    );
    expect(issueText(jp, { rule: 'rule_of_a_newer_server', message: '' })).toBe('入力内容に誤りがあります。');
  });

  it('tries keys in a fixed order: domain variant, domain, generic variant, generic', () => {
    expect(
      ruleKeys({ rule: 'too_small', params: { origin: 'string' } }, { code: 'tariff.x', domains: ['csv'] }),
    ).toEqual([
      'tariff.rules.too_small_string',
      'tariff.rules.too_small',
      'csv.rules.too_small_string',
      'csv.rules.too_small',
      'rules.too_small_string',
      'rules.too_small',
    ]);
    expect(ruleKeys({ rule: 'unique' }, { code: 'internal', domains: ['tariff', 'tariff'] })).toEqual([
      'tariff.rules.unique',
      'rules.unique',
    ]);
  });

  it('lists a refusal’s fields as "path: text" without the request part', () => {
    const error = {
      code: 'request.invalid',
      fields: [{ field: 'body.seasons.1.from', rule: 'overlap', message: 'overlaps season 0' }],
    };
    expect(issueLines(en, error)).toEqual(['seasons.1.from: Overlaps another row (dates or pax).']);
  });

  it('has a text in both languages for every rule it names', () => {
    const rules = Object.keys(resources.jp.errors.rules);
    expect(rules.length).toBeGreaterThan(50);
    for (const rule of rules) {
      expect(hasErrorText(jp, `rules.${rule}`)).toBe(true);
      expect(hasErrorText(en, `rules.${rule}`)).toBe(true);
    }
  });
});
