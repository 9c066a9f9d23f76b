import type { Locale } from './config';
import { htmlLangOf } from './locale';

/** Language codes named in the reader's language ('ja' → 日本語 / Japanese); an unknown code stays as it is. */
export function languageNames(codes: readonly string[], locale: Locale): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([htmlLangOf(locale)], { type: 'language' });
  } catch {
    // older engines without DisplayNames: the codes are still meaningful
  }
  return codes.map((code) => names?.of(code) ?? code).join(locale === 'jp' ? '、' : ', ');
}
