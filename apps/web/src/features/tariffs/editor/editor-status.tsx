import { editMode } from '@tourtariff/shared';
import { Alert, Badge } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TariffView } from '../api/types';

/** Why a tariff cannot be edited now, or null when it can. */
export function lockReason(tariff: TariffView): 'submitted' | 'revision' | 'archived' | null {
  if (editMode({ state: tariff.state, revision: tariff.pending?.state ?? null }) !== 'locked') return null;
  if (tariff.state === 'archived') return 'archived';
  return tariff.state === 'submitted' ? 'submitted' : 'revision';
}

/**
 * Where the tariff stands: its state and version, the administrator's note when it came back, and what a save
 * will do (edit in place, or a revision while the published version stays visible).
 */
export function EditorStatus({ tariff }: { tariff: TariffView }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const pending = tariff.pending ?? null;
  const mode = editMode({ state: tariff.state, revision: pending?.state ?? null });
  const locked = lockReason(tariff);
  const note =
    tariff.state === 'returned' ? tariff.note : pending?.state === 'returned' ? pending.note : null;

  return (
    <div className="mb-3" data-testid="tariff-status">
      <p className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <Badge bg="secondary">{t(`tariffs:state.${tariff.state}`)}</Badge>
        {pending && (
          <Badge bg="info" text="dark">
            {t(`tariffs:revision.${pending.state}`)}
          </Badge>
        )}
        <span className="text-body-secondary small">
          {t('tariffs:field.version')} {t('list.version', { version: pending?.version ?? tariff.version })}
        </span>
      </p>
      {(tariff.state === 'returned' || pending?.state === 'returned') && (
        <Alert variant="warning" data-testid="returned-note">
          <Alert.Heading as="h2" className="h6">
            {t('editor.returnedTitle')}
          </Alert.Heading>
          {note && <p style={{ whiteSpace: 'pre-wrap' }}>{note}</p>}
          <p className="mb-0 small">{t('editor.returnedHelp')}</p>
        </Alert>
      )}
      {locked && <Alert variant="secondary">{t(`editor.locked.${locked}`)}</Alert>}
      {mode === 'revision' && (
        <Alert variant="info">
          {t('editor.revisionNotice')}
          {pending && (
            <div className="small mt-1">
              {t('editor.pendingNotice', {
                version: pending.version,
                state: t(`tariffs:revision.${pending.state}`),
              })}
            </div>
          )}
        </Alert>
      )}
    </div>
  );
}
