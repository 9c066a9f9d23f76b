import { Alert, Button, ListGroup } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useRevokeInvitation, useSpaceInvitations } from '../api/space-invitations';

/** The space's pending invitations, each with a revoke button (owners and admins only). */
export function SpaceInvitationsList({ spaceKey }: { spaceKey: string }) {
  const { t } = useTranslation();
  const texts = useErrorText();
  const locale = useLocale();
  const invitations = useSpaceInvitations(spaceKey, true);
  const revoke = useRevokeInvitation(spaceKey);

  if (invitations.isPending) {
    return <InlineSpinner />;
  }
  if (invitations.isError) return <Alert variant="danger">{t('invitations.loadFailed')}</Alert>;

  return (
    <>
      {revoke.isError && (
        <Alert variant="danger" dismissible onClose={() => revoke.reset()}>
          {texts.describe(revoke.error, t('invitations.failed'))}
        </Alert>
      )}
      {invitations.data.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('invitations.nonePending')}</p>
      ) : (
        <ListGroup data-testid="space-invitations">
          {invitations.data.map((invitation) => (
            <ListGroup.Item
              key={invitation.id}
              className="d-flex flex-wrap align-items-center gap-2"
              data-testid="space-invitation"
            >
              <span className="flex-grow-1">
                <span className="fw-semibold">{invitation.email}</span>
                <span className="ms-2 small text-body-secondary">
                  {t(`members.roles.${invitation.role}`)} ·{' '}
                  <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt, locale)}</time>
                </span>
              </span>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(invitation.id)}
                aria-label={t('invitations.revokeNamed', { email: invitation.email })}
              >
                {t('invitations.revoke')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
