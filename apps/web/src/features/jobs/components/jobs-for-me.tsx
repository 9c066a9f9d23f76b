import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobsForMe } from '../api/read-jobs';
import { ApplyForm } from './apply-form';
import { JobFacts, JobTitle } from './job-summary';

type Props = { guide: string; hrefOf: (key: string) => string };

/** The Jobs tab of /search for a guide: open jobs, those matching them first, with Apply. */
export function JobsForMe({ guide, hrefOf }: Props) {
  const { t } = useTranslation('jobs');
  const texts = useErrorText(['job']);
  const jobs = useJobsForMe(guide);
  const [applying, setApplying] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);

  if (jobs.isPending) return <BlockSpinner />;
  if (jobs.isError)
    return (
      <Alert variant="danger" data-testid="jobs-error">
        {texts.describe(jobs.error, t('list.loadFailed'))}
        <Button size="sm" variant="link" onClick={() => void jobs.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  const items = jobs.data.pages.flatMap((page) => page.items);

  return (
    <section data-testid="jobs-for-me">
      <h2 className="visually-hidden">{t('tab.title')}</h2>
      {applied && (
        <OutcomeAlert variant="success" dismissible onClose={() => setApplied(false)}>
          {t('apply.done')}
        </OutcomeAlert>
      )}
      {items.length === 0 && <p className="text-body-secondary">{t('tab.empty')}</p>}
      <ul className="list-unstyled d-grid gap-3">
        {items.map((job) => (
          <li key={job.key}>
            <Card data-testid="job-card">
              <Card.Body>
                <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
                  <h3 className="h6 mb-0">
                    <Link to={hrefOf(job.key)}>
                      <JobTitle job={job} />
                    </Link>
                  </h3>
                  {job.matches && <span className="badge text-bg-success">{t('tab.matches')}</span>}
                  <span className="small text-body-secondary">{job.poster.name}</span>
                </div>
                <JobFacts job={job} />
                {job.myApplication ? (
                  <p className="small mb-0 mt-2" data-testid="job-applied">
                    {t(`application.${job.myApplication.state}`)}
                  </p>
                ) : (
                  job.actions.includes('apply') &&
                  (applying === job.key ? (
                    <ApplyForm
                      job={job}
                      guide={guide}
                      onDone={() => {
                        setApplying(null);
                        setApplied(true);
                      }}
                    />
                  ) : (
                    <Button
                      size="sm"
                      className="mt-2"
                      onClick={() => {
                        setApplied(false);
                        setApplying(job.key);
                      }}
                      data-testid="job-apply"
                    >
                      {t('apply.open')}
                    </Button>
                  ))
                )}
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
      {jobs.hasNextPage && (
        <Button
          variant="outline-secondary"
          onClick={() => void jobs.fetchNextPage()}
          disabled={jobs.isFetchingNextPage}
        >
          {t('list.more')}
        </Button>
      )}
    </section>
  );
}
