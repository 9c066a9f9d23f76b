import { Alert, Button, ListGroup, Spinner } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { PersonName } from '../../../components/ui/person-name';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useAnswerInvitation, useMyInvitations } from '../api/my-invitations';

/**
 * Invitations waiting for the signed-in user: accept (joins at once) or decline. An invitation goes to a mailbox,
 * so the server shows none until the address is confirmed; say so rather than show an empty list.
 */
export function MyInvitations({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useTranslation();
  const texts = useErrorText();
  const locale = useLocale();
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const answering = answer.isPending ? answer.variables?.id : undefined;

  if (invitations.isPending) {
    return <InlineSpinner />;
  }
  if (invitations.isError) return <Alert variant="danger">{t('invitations.loadFailed')}</Alert>;
  if (!emailVerified) return <Alert variant="info">{t('invitations.verifyEmailFirst')}</Alert>;

  return (
    <>
      {answer.isError && (
        <Alert variant="danger" dismissible onClose={() => answer.reset()}>
          {texts.describe(answer.error, t('invitations.failed'))}
        </Alert>
      )}
      {answer.isSuccess && answer.variables.accept && (
        <Alert variant="success" dismissible onClose={() => answer.reset()}>
          {t('invitations.joined')}
        </Alert>
      )}
      {invitations.data.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('invitations.noneForYou')}</p>
      ) : (
        <ListGroup data-testid="my-invitations">
          {invitations.data.map((invitation) => (
            <ListGroup.Item
              key={invitation.id}
              className="d-flex flex-wrap align-items-center gap-2"
              data-testid="my-invitation"
            >
              <span className="flex-grow-1">
                <span className="fw-semibold me-2">{invitation.space.name}</span>
                <RoleBadge role={invitation.space.role} />
                <span className="d-block small text-body-secondary">
                  {t('invitations.asRole', { role: t(`members.roles.${invitation.role}`) })} ·{' '}
                  <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt, locale)}</time>
                </span>
                {(invitation.inviter.person || invitation.inviter.name) && (
                  <span className="d-block small text-body-secondary" data-testid="my-invitation-inviter">
                    {t('invitations.invitedBy')}{' '}
                    <PersonName person={invitation.inviter.person} fallback={invitation.inviter.name} />
                  </span>
                )}
              </span>
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: invitation.id, accept: true })}
                aria-label={t('invitations.acceptNamed', { space: invitation.space.name })}
              >
                {answering === invitation.id && answer.variables?.accept && (
                  <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                )}
                {t('invitations.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: invitation.id, accept: false })}
                aria-label={t('invitations.declineNamed', { space: invitation.space.name })}
              >
                {t('invitations.decline')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
