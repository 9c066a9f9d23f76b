import type { CSSProperties, ElementType } from 'react';
import { type Bilingual, langAttribute, localized, useLocale } from '../../../lib/locale';

type Props = {
  text: Bilingual | null | undefined;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
};

/**
 * A bilingual text in the reader's language, falling back to the other one; the fallback is marked with its
 * `lang` (ja/en) so assistive technology reads it in the right language. Renders nothing when both are empty.
 */
export function LocalizedText({ text, as: Tag = 'span', className, style }: Props) {
  const locale = useLocale();
  const shown = localized(text, locale);
  if (!shown.text) return null;
  return (
    <Tag className={className} style={style} lang={langAttribute(shown.lang, locale)}>
      {shown.text}
    </Tag>
  );
}
