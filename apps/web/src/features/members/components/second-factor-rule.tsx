import type { MemberRole } from '@tourtariff/shared';
import { Alert, Form } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useChangeSpaceSecurity, useSpaceSecurity } from '../api/members';

/**
 * The company's sign-in rule above its members (docs/identity.md "Second factor"): everyone sees whether a
 * second factor is required; only an owner switches it, and only from a sign-in that used one.
 */
export function SecondFactorRule({ spaceKey, myRole }: { spaceKey: string; myRole: MemberRole | null }) {
  const { t } = useTranslation();
  const texts = useErrorText();
  const security = useSpaceSecurity(spaceKey);
  const change = useChangeSpaceSecurity(spaceKey);
  if (!security.data) return null;
  const required = security.data.requireSecondFactor;
  return (
    <div className="mb-3" data-testid="second-factor-rule">
      {change.isError && (
        <Alert variant="danger" dismissible onClose={() => change.reset()}>
          {texts.describe(change.error, t('members.failed'))}
        </Alert>
      )}
      {myRole === 'owner' ? (
        <Form.Check
          type="switch"
          id={`second-factor-${spaceKey}`}
          checked={required}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
          label={t('members.requireSecondFactor')}
        />
      ) : (
        <p className="mb-0 small">
          {required ? t('members.secondFactorRequired') : t('members.secondFactorOptional')}
        </p>
      )}
    </div>
  );
}
