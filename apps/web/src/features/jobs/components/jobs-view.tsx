import { type JobState, japanDay, jobStates } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateRange, useLocale } from '../../../lib/locale';
import { useJobList } from '../api/read-jobs';
import { JobCalendar } from './job-calendar';
import { JobForm } from './job-form';
import { JobMoves } from './job-moves';
import { JobStateBadge, JobTitle } from './job-summary';

type Props = {
  space: string;
  side: 'buyer' | 'guide';
  /** Owners and admins of a buyer space post; members read. */
  canPost: boolean;
  hrefOf: (key: string) => string;
};

/**
 * /jobs: a buyer's posted jobs by state with applicant counts and "post a job"; a guide's
 * applications, offers and assigned jobs by state, with a calendar view of the assigned days.
 */
export function JobsView({ space, side, canPost, hrefOf }: Props) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const texts = useErrorText(['job']);
  const navigate = useNavigate();
  const [state, setState] = useState<JobState | undefined>(undefined);
  const [posting, setPosting] = useState(false);
  const [calendar, setCalendar] = useState(false);
  const [outcome, setOutcome] = useState('');
  const jobs = useJobList(space, state);

  if (posting)
    return (
      <section>
        <h2 className="h5">{t('form.title')}</h2>
        <JobForm
          space={space}
          onDone={(job) => void navigate(hrefOf(job.key))}
          onCancel={() => setPosting(false)}
        />
      </section>
    );

  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section data-testid={`jobs-${side}`}>
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
        <fieldset className="btn-group flex-wrap">
          <legend className="visually-hidden">{t('list.filter')}</legend>
          {[undefined, ...jobStates].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              className={`btn btn-sm ${state === name ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={state === name}
              onClick={() => setState(name)}
            >
              {name ? t(`state.${name}`) : t('list.all')}
            </button>
          ))}
        </fieldset>
        {side === 'guide' && (
          <Button
            size="sm"
            variant="outline-secondary"
            aria-pressed={calendar}
            onClick={() => setCalendar((on) => !on)}
            data-testid="jobs-calendar-toggle"
          >
            {calendar ? t('list.asList') : t('list.asCalendar')}
          </Button>
        )}
        {side === 'buyer' && canPost && (
          <Button size="sm" className="ms-auto" onClick={() => setPosting(true)} data-testid="job-post">
            {t('list.post')}
          </Button>
        )}
      </div>
      {outcome && (
        <OutcomeAlert variant="success" dismissible onClose={() => setOutcome('')}>
          {outcome}
        </OutcomeAlert>
      )}
      {jobs.isPending ? (
        <BlockSpinner />
      ) : jobs.isError ? (
        <Alert variant="danger">{texts.describe(jobs.error, t('list.loadFailed'))}</Alert>
      ) : calendar ? (
        <JobCalendar jobs={items} locale={locale} month={japanDay().slice(0, 7)} />
      ) : items.length === 0 ? (
        <p className="text-body-secondary" data-testid="jobs-empty">
          {side === 'buyer' ? t('list.emptyBuyer') : t('list.emptyGuide')}
        </p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {items.map((job) => (
            <li key={job.key}>
              <Card data-testid="job-row">
                <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
                  <Link to={hrefOf(job.key)} className="fw-semibold">
                    <JobTitle job={job} />
                  </Link>
                  <JobStateBadge state={job.state} />
                  {job.offerTo && <span className="badge text-bg-info">{t('list.offer')}</span>}
                  <span className="small text-body-secondary">{formatDateRange(job.dates, locale)}</span>
                  {side === 'buyer' ? (
                    <span className="small" data-testid="job-applicants">
                      {t('list.applicants', { count: job.applicantCount })}
                    </span>
                  ) : (
                    job.myApplication && (
                      <span className="small">{t(`application.${job.myApplication.state}`)}</span>
                    )
                  )}
                  {side === 'guide' && (
                    <span className="ms-auto d-flex gap-2">
                      <JobMoves job={job} onMoved={setOutcome} />
                    </span>
                  )}
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      )}
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
