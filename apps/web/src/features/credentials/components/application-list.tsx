import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useApplications } from '../api/applications';
import { useSchemas } from '../api/schemas';
import { textOf } from '../lib/display';
import { LoadState } from './load-state';
import { StateBadge } from './state-badge';

/** The space's own applications, newest first, with their state and a rejection's reason. */
export function ApplicationList({ space }: { space: string }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const applications = useApplications(space, 'holder');
  const schemas = useSchemas();
  const nameOf = (vct: string) => {
    const schema = schemas.data?.find((one) => one.vct === vct);
    return schema ? textOf(schema.name, locale) : vct;
  };
  return (
    <LoadState query={applications} empty={t('applications.empty')} testId="application-list">
      {(items) => (
        <ul className="list-group">
          {items.map((application) => (
            <li
              key={application.id}
              className="list-group-item"
              data-testid="application-item"
              data-state={application.state}
            >
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">{nameOf(application.vct)}</span>
                <StateBadge state={application.state} />
              </div>
              <span className="small text-body-secondary">
                {t('applications.sent', { date: formatDate(application.createdAt, locale) })}
              </span>
              {application.state === 'rejected' && application.reason && (
                <p className="small text-danger mb-0" data-testid="application-reason">
                  {t('applications.reason', { reason: application.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}
