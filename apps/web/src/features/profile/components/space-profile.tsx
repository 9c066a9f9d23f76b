import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { ApiRequestError } from '../../../lib/api/api-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { canManage, type SpaceKind, useSpace } from '../api/get-space';
import { EraDatesSetting } from './era-dates-setting';
import { SpaceDetails } from './space-details';
import { SpaceEditForm } from './space-edit-form';
import { SpaceHeader } from './space-header';

/** Why a space could not be shown, in words: not a member (403), no such space (404), or a failure. */
function failureKey(error: unknown) {
  const status = error instanceof ApiRequestError ? error.status : null;
  if (status === 403) return 'profilePage.forbidden' as const;
  if (status === 404) return 'profilePage.notFound' as const;
  return 'profilePage.loadFailed' as const;
}

/** A stored space's page: name, avatar, badge and business details; owners and admins may edit. */
export function SpaceProfile({ kind, spaceKey }: { kind: SpaceKind; spaceKey: string }) {
  const { t } = useTranslation();
  const space = useSpace(kind, spaceKey);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (space.isPending) {
    return <BlockSpinner />;
  }
  if (space.isError) {
    return (
      <Alert variant="danger" data-testid="space-profile-error">
        {t(failureKey(space.error))}
      </Alert>
    );
  }

  const data = space.data;
  const manager = canManage(data);
  const edit = manager && !editing && (
    <Button
      variant="outline-primary"
      onClick={() => {
        setSaved(false);
        setEditing(true);
      }}
    >
      {t('profilePage.edit')}
    </Button>
  );

  return (
    <section data-testid="space-profile">
      <SpaceHeader
        name={data.name}
        avatar={data.avatar}
        spaceRole={data.role}
        industry={data.industry}
        kind={data.kind}
        memberRole={data.memberRole}
        actions={edit}
      />
      {saved && (
        <OutcomeAlert variant="success" dismissible onClose={() => setSaved(false)}>
          {t('profilePage.saved')}
        </OutcomeAlert>
      )}
      <Card>
        <Card.Body>
          <h2 className="h5 mb-3">{t('profilePage.details')}</h2>
          {editing ? (
            <SpaceEditForm
              space={data}
              onDone={(didSave) => {
                setEditing(false);
                setSaved(didSave);
              }}
            />
          ) : (
            <>
              <SpaceDetails details={data.details} kind={data.kind} />
              {!manager && <p className="small text-body-secondary mt-3 mb-0">{t('profilePage.readOnly')}</p>}
            </>
          )}
        </Card.Body>
      </Card>
      {manager && data.kind !== 'guide' && <EraDatesSetting space={data} />}
    </section>
  );
}
