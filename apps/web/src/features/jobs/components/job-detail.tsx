import type { ApplicationView, GuideCard } from '@tourtariff/shared';
import { type ReactNode, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, htmlLangOf, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useApplications, useJob } from '../api/read-jobs';
import { useAcceptApplication, useJobConversation } from '../api/write-jobs';
import { ApplyForm } from './apply-form';
import { JobMoves } from './job-moves';
import { JobFacts, JobStateBadge, JobTitle } from './job-summary';

type Props = {
  jobKey: string;
  /** The caller's current space: a buyer space (the poster) or a guide space. */
  space: string | null;
  isGuide: boolean;
  conversationHref: (key: string) => string;
  /** An applicant's card, composed by the route from the guides feature. */
  renderGuide: (guide: GuideCard) => ReactNode;
};

/** /jobs/{key}: the job, its moves, and for the poster the applicants with Accept. */
export function JobDetail({ jobKey, space, isGuide, conversationHref, renderGuide }: Props) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const texts = useErrorText(['job', 'guide']);
  const job = useJob(jobKey);
  const isPoster = Boolean(job.data && space && job.data.space === space);
  const applications = useApplications(jobKey, Boolean(job.data) && (isPoster || isGuide));
  const accept = useAcceptApplication(jobKey);
  const conversation = useJobConversation(jobKey);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState('');

  if (job.isPending) return <BlockSpinner />;
  if (job.isError)
    return (
      <Alert variant="danger" data-testid="job-error">
        {texts.describe(job.error, t('detail.notFound'))}
      </Alert>
    );
  const data = job.data;
  const description = localized(data.description, locale);
  const talk = (guide: string) =>
    conversation.mutate(guide, { onSuccess: (key) => void navigate(conversationHref(key)) });
  // The job's conversation is between the poster and a guide involved in it: the assignee, the offeree or an
  // applicant; a guide who has not applied has none yet.
  const involved =
    Boolean(data.myApplication) || [data.guide?.space, data.offerTo?.space].includes(space ?? '');
  const talkGuide = isPoster
    ? (data.guide?.space ?? data.offerTo?.space)
    : isGuide && involved
      ? space
      : null;

  return (
    <article data-testid="job-detail">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h2 className="h4 mb-0">
          <JobTitle job={data} />
        </h2>
        <JobStateBadge state={data.state} />
      </div>
      <p className="small text-body-secondary">
        {t('detail.postedBy', { name: data.poster.name })}
        {data.offerTo && ` · ${t('detail.offerTo', { name: data.offerTo.name })}`}
        {data.guide && ` · ${t('detail.assigned', { name: data.guide.name })}`}
        {` · ${t('detail.deadline', { at: formatDateTime(data.deadline, locale) })}`}
      </p>
      {outcome && (
        <OutcomeAlert variant="success" dismissible onClose={() => setOutcome('')}>
          {outcome}
        </OutcomeAlert>
      )}
      {data.cancelReason && (
        <Alert variant="secondary">{t('detail.cancelReason', { reason: data.cancelReason })}</Alert>
      )}
      <Card className="mb-3">
        <Card.Body>
          {description.text && (
            <p style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(description.lang)}>
              {description.text}
            </p>
          )}
          <JobFacts job={data} />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <JobMoves job={data} onMoved={setOutcome} />
            {talkGuide && (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => talk(talkGuide)}
                disabled={conversation.isPending}
                data-testid="job-conversation"
              >
                {t('detail.conversation')}
              </Button>
            )}
          </div>
          {conversation.isError && (
            <p className="small text-danger mt-2" role="alert">
              {texts.describe(conversation.error)}
            </p>
          )}
          {isGuide && space && data.actions.includes('apply') && !data.myApplication && (
            <ApplyForm job={data} guide={space} onDone={() => setOutcome(t('apply.done'))} />
          )}
        </Card.Body>
      </Card>
      {isPoster && (
        <section aria-labelledby="job-applicants">
          <h3 className="h5" id="job-applicants">
            {t('detail.applicants', { count: data.applicantCount })}
          </h3>
          {accept.isError && (
            <Alert variant="danger" role="alert">
              {texts.describe(accept.error)}
            </Alert>
          )}
          {applications.isPending ? (
            <BlockSpinner />
          ) : applications.isError ? (
            <Alert variant="danger">{texts.describe(applications.error)}</Alert>
          ) : applications.data.length === 0 ? (
            <p className="text-body-secondary">{t('detail.noApplicants')}</p>
          ) : (
            <ul className="list-unstyled d-grid gap-3">
              {applications.data.map((application: ApplicationView) => (
                <li key={application.key} data-testid="applicant">
                  <Card>
                    <Card.Body>
                      {renderGuide(application.guide)}
                      <p className="mt-2 mb-1" style={{ whiteSpace: 'pre-line' }}>
                        {application.message}
                      </p>
                      <p className="small mb-2">
                        {t('detail.applicationFee', {
                          fee: formatMoney(application.fee, 'JPY', locale),
                          total: formatMoney(application.total.total, 'JPY', locale),
                          count: application.total.days,
                        })}{' '}
                        <span className="badge text-bg-light border">
                          {t(`application.${application.state}`)}
                        </span>
                      </p>
                      <div className="d-flex gap-2">
                        {application.actions.includes('accept') && (
                          <Button
                            size="sm"
                            disabled={accept.isPending}
                            onClick={() =>
                              accept.mutate(application.key, {
                                onSuccess: () =>
                                  setOutcome(t('detail.accepted', { name: application.guide.name })),
                              })
                            }
                            data-testid="applicant-accept"
                          >
                            {t('detail.accept')}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="outline-primary"
                          onClick={() => talk(application.guide.space)}
                          disabled={conversation.isPending}
                        >
                          {t('detail.message')}
                        </Button>
                      </div>
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
