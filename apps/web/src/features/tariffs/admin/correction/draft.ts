import type { TariffDoc, TariffPatch } from '@tourtariff/shared';
import { parseMajor, toMajorText } from '../../../../lib/money';

type Bilingual = { jp: string; en: string };

/** The bilingual texts an administrator typically fixes, in the order the form shows them. */
export const textFields = ['title', 'summary', 'description', 'area'] as const;
export type TextField = (typeof textFields)[number];

/**
 * What the correction form edits, as the admin typed it: texts stay texts until saving, so a half-typed amount
 * ("12,") is kept as written instead of being coerced on every keystroke.
 */
export type Draft = Record<TextField, Bilingual> & {
  category: TariffDoc['category'];
  prefecture: string;
  taxIncluded: boolean;
  taxRate: string;
  validFrom: string;
  validTo: string;
  rates: { adult: string; child: string }[];
};

export function draftOf(doc: TariffDoc): Draft {
  const copy = (text: Bilingual) => ({ jp: text.jp, en: text.en });
  return {
    title: copy(doc.title),
    summary: copy(doc.summary),
    description: copy(doc.description),
    area: copy(doc.area),
    category: doc.category,
    prefecture: doc.prefecture,
    taxIncluded: doc.tax.included,
    taxRate: String(doc.tax.rate),
    validFrom: doc.validity.from,
    validTo: doc.validity.to,
    rates: doc.rates.map((rate) => ({
      adult: toMajorText(rate.adult, doc.currency),
      child: rate.child === null ? '' : toMajorText(rate.child, doc.currency),
    })),
  };
}

/** Paths as the server names them (`rates.0.adult`), each with the rule a typed value broke. */
export type DraftErrors = Record<string, 'amount' | 'taxRate'>;

function taxRateOf(text: string): number | null {
  const value = Number(text.trim().replace(/[，,]/, '.').normalize('NFKC'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

const trimmed = (text: Bilingual) => ({ jp: text.jp.trim(), en: text.en.trim() });
const sameText = (a: Bilingual, b: Bilingual) => a.jp === b.jp && a.en === b.en;

/** The rate table with the typed amounts; null when an amount is not one in this currency. */
function ratesOf(doc: TariffDoc, draft: Draft, errors: DraftErrors): TariffDoc['rates'] {
  return doc.rates.map((rate, i) => {
    const typed = draft.rates[i] ?? { adult: '', child: '' };
    const adult = parseMajor(typed.adult, doc.currency);
    const child = typed.child.trim() === '' ? null : parseMajor(typed.child, doc.currency);
    if (adult === null) errors[`rates.${i}.adult`] = 'amount';
    if (typed.child.trim() !== '' && child === null) errors[`rates.${i}.child`] = 'amount';
    return {
      ...rate,
      adult: adult ?? rate.adult,
      child: typed.child.trim() === '' ? null : (child ?? rate.child),
    };
  });
}

/**
 * Only the fields the admin changed, as `PATCH /api/tariff/admin/{id}` takes them: a whole field per change
 * (both languages of a text, both dates of the validity, the whole rate table), since a patch replaces fields.
 */
export function changesOf(doc: TariffDoc, draft: Draft): { changes: TariffPatch; errors: DraftErrors } {
  const changes: TariffPatch = {};
  const errors: DraftErrors = {};
  for (const field of textFields) {
    const text = trimmed(draft[field]);
    if (!sameText(text, doc[field])) changes[field] = text;
  }
  if (draft.category !== doc.category) changes.category = draft.category;
  if (draft.prefecture !== doc.prefecture) changes.prefecture = draft.prefecture;
  const rate = taxRateOf(draft.taxRate);
  if (rate === null) errors['tax.rate'] = 'taxRate';
  else if (draft.taxIncluded !== doc.tax.included || rate !== doc.tax.rate)
    changes.tax = { included: draft.taxIncluded, rate };
  if (draft.validFrom !== doc.validity.from || draft.validTo !== doc.validity.to)
    changes.validity = { from: draft.validFrom, to: draft.validTo };
  const rates = ratesOf(doc, draft, errors);
  if (rates.some((row, i) => row.adult !== doc.rates[i]?.adult || row.child !== doc.rates[i]?.child))
    changes.rates = rates;
  return { changes, errors };
}
