import { prefectureCodes, prefectures } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/locale';

/**
 * The options of every prefecture select, in JIS X 0401 order and in the page's language; `label` adds to a
 * name (a count, say). The select's own empty option stays with the select.
 */
export function PrefectureOptions({ label }: { label?: (code: string, name: string) => ReactNode }) {
  const locale = useLocale();
  return prefectureCodes.map((code) => {
    const name = prefectures[code]?.[locale] ?? code;
    return (
      <option key={code} value={code}>
        {label ? label(code, name) : name}
      </option>
    );
  });
}
