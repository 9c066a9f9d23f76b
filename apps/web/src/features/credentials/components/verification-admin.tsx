import { useState } from 'react';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useApplications } from '../api/applications';
import { ApplicationReview } from './application-review';
import { IssuedCredentials } from './issued-credentials';
import { LoadState } from './load-state';

/**
 * The Verification tab of the administrator's correction page: the queue of pending
 * applications to approve with the verified claims or reject with a reason, then what was issued, to revoke.
 * `space` is the issuer: the admin space the calls act for.
 */
export function VerificationAdmin({ space }: { space: string }) {
  const { t } = useTranslation('credentials');
  const queue = useApplications(space, 'issuer', 'pending');
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const say = (text: string) => setNotice({ text, at: Date.now() });
  return (
    <div data-testid="verification-admin">
      {notice && (
        <OutcomeAlert
          variant="success"
          focusKey={notice.at}
          dismissible
          onClose={() => setNotice(null)}
          data-testid="verification-notice"
        >
          {notice.text}
        </OutcomeAlert>
      )}
      <h2 className="h5">{t('admin.queue')}</h2>
      <LoadState query={queue} empty={t('admin.queueEmpty')} testId="verification-queue">
        {(items) =>
          items.map((application) => (
            <ApplicationReview key={application.id} space={space} application={application} onDecided={say} />
          ))
        }
      </LoadState>
      <h2 className="h5 mt-4">{t('admin.issued')}</h2>
      <IssuedCredentials space={space} onRevoked={say} />
    </div>
  );
}
