import { daysOf, type JobView } from '@tourtariff/shared';
import { MonthCalendar } from '../../../components/ui/month-calendar';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized } from '../../../lib/locale';

/** A guide's assigned (and completed) jobs on a month grid: each of their days blocked, with the job's title. */
export function JobCalendar({ jobs, locale, month }: { jobs: JobView[]; locale: Locale; month: string }) {
  const { t } = useTranslation('jobs');
  const byDay = new Map<string, JobView>();
  for (const job of jobs)
    if (job.state === 'assigned' || job.state === 'completed')
      for (const day of daysOf(job.dates.from, job.dates.to)) byDay.set(day, job);
  return (
    <MonthCalendar
      locale={locale}
      month={month}
      stateOf={(day) => (byDay.has(day) ? 'blocked' : 'available')}
      dayExtra={(day) => {
        const job = byDay.get(day);
        return (
          job && <span className="d-block small text-truncate">{localized(job.title, locale).text}</span>
        );
      }}
      labels={{
        available: t('calendar.free'),
        unavailable: t('calendar.free'),
        blocked: t('calendar.assigned'),
        previous: t('calendar.previous'),
        next: t('calendar.next'),
      }}
      testId="jobs-calendar"
    />
  );
}
