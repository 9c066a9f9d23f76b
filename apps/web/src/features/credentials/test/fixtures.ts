import type { CredentialSchema } from '../api/types';

/** The seeded licensed-guide type as `schema/list` answers it (migration 0018). */
export const licensedGuide: CredentialSchema = {
  vct: 'http://localhost:3000/vct/licensed-guide',
  version: 1,
  name: { jp: '全国通訳案内士・地域通訳案内士', en: 'Licensed guide' },
  description: { jp: '資格と登録番号を確認した通訳案内士', en: 'A guide whose licence was checked' },
  claims: {
    type: 'object',
    required: ['name', 'licence_type', 'licence_number', 'prefecture', 'languages'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      licence_type: { type: 'string', minLength: 1, maxLength: 100 },
      licence_number: { type: 'string', minLength: 1, maxLength: 50 },
      prefecture: { type: 'string', minLength: 2, maxLength: 10 },
      languages: { type: 'array', minItems: 1, items: { type: 'string' } },
      last_training: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    },
  },
  display: {
    name: { jp: '氏名', en: 'Name' },
    licence_type: { jp: '資格の種類', en: 'Licence type' },
    licence_number: { jp: '登録番号', en: 'Licence number' },
    prefecture: { jp: '登録都道府県', en: 'Registering prefecture' },
    languages: { jp: '言語', en: 'Languages' },
    last_training: { jp: '最終研修日', en: 'Last training' },
  },
  disclosable: ['name', 'licence_type', 'licence_number', 'prefecture', 'languages', 'last_training'],
  validityDays: 1095,
  issuers: [{ space: 'admin', name: 'TourTariff' }],
  enabled: true,
  dataset: 'raw',
  schemaOnly: false,
  createdAt: '2026-11-26T00:00:00.000Z',
};

/** A core success envelope. */
export const ok = (data: unknown) => Response.json({ status: 0, message: 'ok', data });
