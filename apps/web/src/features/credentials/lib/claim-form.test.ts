import { describe, expect, it } from 'vitest';
import type { CredentialSchema } from '../api/types';
import { claimFields, claimProblems, claimsOf, initialValues } from './claim-form';

const guide: Pick<CredentialSchema, 'claims' | 'display'> = {
  claims: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      licence_type: { type: 'string', enum: ['全国通訳案内士', '地域通訳案内士'] },
      licence_number: { type: 'string', pattern: '^[0-9A-Z-]{1,20}$' },
      languages: { type: 'array', items: { type: 'string' }, minItems: 1 },
      last_training: { type: 'string', format: 'date' },
      years: { type: 'integer' },
    },
    required: ['name', 'licence_type', 'licence_number', 'languages'],
  },
  display: {
    name: { jp: '氏名', en: 'Name' },
    licence_type: { jp: '資格の種類', en: 'Licence type' },
    licence_number: { jp: '登録番号', en: 'Licence number' },
    languages: { jp: '言語', en: 'Languages' },
    last_training: { jp: '最終研修日', en: 'Last training' },
  },
};

describe('claimFields', () => {
  it('makes one field per claim, in order, labelled by its display names', () => {
    const fields = claimFields(guide);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['name', 'text', true],
      ['licence_type', 'select', true],
      ['licence_number', 'text', true],
      ['languages', 'list', true],
      ['last_training', 'date', false],
      ['years', 'number', false],
    ]);
    expect(fields[1]?.options).toEqual(['全国通訳案内士', '地域通訳案内士']);
    expect(fields[3]?.label).toEqual({ jp: '言語', en: 'Languages' });
  });

  it('falls back to the claim name when the schema gives no display name', () => {
    expect(claimFields(guide)[5]?.label).toEqual({ jp: 'years', en: 'years' });
  });

  it('offers checkboxes for a list of allowed values', () => {
    const schema = {
      claims: { properties: { languages: { type: 'array', items: { type: 'string', enum: ['en', 'ja'] } } } },
      display: {},
    };
    const [field] = claimFields(schema);
    expect(field?.kind).toBe('choices');
    expect(field?.options).toEqual(['en', 'ja']);
  });
});

describe('initialValues and claimsOf', () => {
  const fields = claimFields(guide);

  it('starts empty, then takes what the profile knows', () => {
    const values = initialValues(fields, { name: '山田花子', languages: ['en', 'ja'] });
    expect(values).toMatchObject({ name: '山田花子', languages: 'en, ja', licence_number: '' });
  });

  it('turns the values into claims: trimmed, lists split, numbers as numbers, empty ones left out', () => {
    const values = {
      ...initialValues(fields),
      name: ' 山田花子 ',
      licence_type: '全国通訳案内士',
      licence_number: 'T-12345',
      languages: 'en, ja、fr',
      years: '7',
    };
    expect(claimsOf(fields, values)).toEqual({
      name: '山田花子',
      licence_type: '全国通訳案内士',
      licence_number: 'T-12345',
      languages: ['en', 'ja', 'fr'],
      years: 7,
    });
  });
});

describe('claimProblems', () => {
  const fields = claimFields(guide);
  const good = {
    ...initialValues(fields),
    name: '山田花子',
    licence_type: '全国通訳案内士',
    licence_number: 'T-12345',
    languages: 'en',
  };

  it('finds nothing wrong with a complete application', () => {
    expect(claimProblems(fields, good)).toEqual({});
  });

  it('names each required claim left empty', () => {
    expect(claimProblems(fields, initialValues(fields))).toEqual({
      name: 'required',
      licence_type: 'required',
      licence_number: 'required',
      languages: 'required',
    });
  });

  it('checks the schema rules: pattern, allowed values, length, dates, numbers', () => {
    expect(
      claimProblems(fields, {
        ...good,
        licence_number: 'no spaces allowed',
        licence_type: '通訳',
        name: 'あ'.repeat(101),
        last_training: '2026-02-30',
        years: 'seven',
      }),
    ).toEqual({
      licence_number: 'pattern',
      licence_type: 'option',
      name: 'too_long',
      last_training: 'date',
      years: 'number',
    });
  });
});
