import { type ReactNode, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGuideProfile } from '../api/guide-profile';
import { GuideAvailability } from './guide-availability';
import { GuideProfileForm } from './guide-profile-form';
import { GuideProfileView } from './guide-profile-view';

type Props = {
  spaceKey: string;
  /** The guide's own page (owner or admin of the guide space): the form and a calendar to toggle. */
  own: boolean;
  /** For others: Message and Offer a job, composed by the route from the messenger and jobs features. */
  actions?: ReactNode;
  /** The verified-licence badge, composed by the route from the credentials' shared badge. */
  badge?: ReactNode;
};

/** A guide space's profile page: the guide edits it; everyone else reads it. */
export function GuidePage({ spaceKey, own, actions, badge }: Props) {
  const { t } = useTranslation('guides');
  const texts = useErrorText(['guide']);
  const profile = useGuideProfile(spaceKey);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (profile.isPending) return <BlockSpinner />;
  if (profile.isError)
    return (
      <Alert variant="danger" data-testid="guide-page-error">
        {texts.describe(profile.error, t('view.loadFailed'))}
      </Alert>
    );
  if (!profile.data && !own)
    return (
      <Alert variant="info" data-testid="guide-no-profile">
        {t('view.noProfile')}
      </Alert>
    );

  const data = profile.data;
  return (
    <section data-testid="guide-page">
      {saved && (
        <OutcomeAlert variant="success" dismissible onClose={() => setSaved(false)}>
          {t('form.saved')}
        </OutcomeAlert>
      )}
      {own && (editing || !data) ? (
        <>
          <h2 className="h5">{t('form.title')}</h2>
          {!data && <p className="text-body-secondary">{t('form.first')}</p>}
          <GuideProfileForm
            spaceKey={spaceKey}
            profile={data}
            onDone={(didSave) => {
              setEditing(false);
              setSaved(didSave);
            }}
          />
        </>
      ) : (
        data && (
          <GuideProfileView
            profile={data}
            badge={badge}
            actions={
              own ? (
                <Button
                  variant="outline-primary"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                  data-testid="guide-profile-edit"
                >
                  {t('form.edit')}
                </Button>
              ) : (
                actions
              )
            }
          />
        )
      )}
      {(data || own) && (
        <div className="mt-4">
          <GuideAvailability spaceKey={spaceKey} editable={own} />
        </div>
      )}
    </section>
  );
}
