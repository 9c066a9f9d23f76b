import { TARIFF_LIMITS, type TariffDoc } from '@tourtariff/shared';

// The suffix follows the language of the title it is added to, not the reader's locale: it becomes data.
const suffix = { jp: '（コピー）', en: ' (copy)' } as const;

/** A duplicate's document: the same tariff, its titles marked as a copy (within the title limit). */
export function copyOf(doc: TariffDoc): TariffDoc {
  const mark = (language: 'jp' | 'en') => {
    const title = doc.title[language];
    if (!title) return '';
    return `${title.slice(0, TARIFF_LIMITS.title - suffix[language].length)}${suffix[language]}`;
  };
  return { ...doc, title: { jp: mark('jp'), en: mark('en') } };
}
