import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { dayLabelOf } from '../lib/day-groups';

/** The line above a day's first message: today, yesterday, or the date. */
export function DaySeparator({ day }: { day: string }) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const kind = dayLabelOf(day);
  return (
    <li className="tt-day-separator text-center small text-body-secondary my-2" data-testid="day-separator">
      <h3 className="h6 small d-inline-block bg-body px-2 mb-0 fw-normal">
        {kind === 'date' ? formatDate(day, locale) : t(`thread.${kind}`)}
      </h3>
    </li>
  );
}
