import { prefectureCodes, prefectures } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/locale';

/**
 * The options of every prefecture select, in JIS X 0401 order and in the page's language; `label` adds to a
 * name (a count, say), `except` leaves out codes already chosen. The select's own empty option stays with the
 * select.
 */
export function PrefectureOptions({
  label,
  except = [],
}: {
  label?: (code: string, name: string) => ReactNode;
  except?: readonly string[];
}) {
  const locale = useLocale();
  return prefectureCodes
    .filter((code) => !except.includes(code))
    .map((code) => {
      const name = prefectures[code]?.[locale] ?? code;
      return (
        <option key={code} value={code}>
          {label ? label(code, name) : name}
        </option>
      );
    });
}
