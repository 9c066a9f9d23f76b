import { type JobView, prefectures } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { formatDateRange, htmlLangOf, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

/** A job's state as a badge; the words say it, the colour only helps. */
export function JobStateBadge({ state }: { state: JobView['state'] }) {
  const { t } = useTranslation('jobs');
  const tone = {
    open: 'primary',
    assigned: 'success',
    completed: 'secondary',
    cancelled: 'danger',
    expired: 'secondary',
  }[state];
  return (
    <span className={`badge text-bg-${tone}`} data-testid="job-state">
      {t(`state.${state}`)}
    </span>
  );
}

/** The facts of a job in one block: dates and time, place, languages, group, fee, requirements. */
export function JobFacts({ job }: { job: JobView }) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    [
      t('fields.dates'),
      `${formatDateRange(job.dates, locale)} ${t('fields.time', { start: job.startTime, hours: job.hoursPerDay })}`,
    ],
    [t('fields.place'), `${job.meetingPlace} (${prefectures[job.prefecture]?.[locale] ?? job.prefecture})`],
    [t('fields.languages'), languageNames(job.languages, locale)],
    [t('fields.groupSize'), t('fields.people', { count: job.groupSize })],
    [
      t('fields.fee'),
      job.feePerDay === null
        ? t('fields.ownRate')
        : t('fields.perDay', { fee: formatMoney(job.feePerDay, 'JPY', locale) }),
    ],
  ];
  if (job.requirements.licence.length || job.requirements.specialties.length)
    rows.push([
      t('fields.requirements'),
      [...job.requirements.licence.map((type) => t(`licence.${type}`)), ...job.requirements.specialties].join(
        locale === 'jp' ? '、' : ', ',
      ),
    ]);
  return (
    <dl className="row small mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 row">
          <dt className="col-sm-3">{label}</dt>
          <dd className="col-sm-9 mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The job's title in the reader's language, marked when it is the other one. */
export function JobTitle({ job }: { job: JobView }) {
  const locale = useLocale();
  const title = localized(job.title, locale);
  return <span lang={title.lang === locale ? undefined : htmlLangOf(title.lang)}>{title.text}</span>;
}
