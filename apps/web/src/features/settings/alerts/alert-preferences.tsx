import { ALERT_MODES, type AlertKind, type AlertMode } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Form, Table } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale } from '../../../lib/locale';
import { useAlertPreferences, useChangeAlertPreferences } from './api';

/** The kinds a person chooses for today; `booking` is reserved until bookings exist (docs/product-decisions.md §14). */
const KINDS: AlertKind[] = ['inquiry', 'message', 'agreement', 'job'];

/**
 * How the person hears of each kind of event: bell only, a mail at once, or the daily digest. A choice is saved
 * as soon as it is made, with the page's language, which the mails are then written in.
 */
export function AlertPreferencesPanel() {
  const { t, i18n } = useTranslation('alerts');
  const texts = useErrorText();
  const prefs = useAlertPreferences();
  const change = useChangeAlertPreferences();
  // The choice being saved, shown in the click's own render: the cache's optimistic copy arrives a task later,
  // and until then React put the controlled radio back (the click seemed not to take).
  const [saving, setSaving] = useState<{ kind: AlertKind; mode: AlertMode } | null>(null);

  if (prefs.isPending) return <InlineSpinner />;
  if (prefs.isError) return <Alert variant="danger">{t('loadFailed')}</Alert>;

  const choose = (kind: AlertKind, mode: AlertMode) => {
    setSaving({ kind, mode });
    change.mutate(
      { lang: asLocale(i18n.language), modes: { [kind]: mode } },
      { onSettled: () => setSaving(null) },
    );
  };
  const shown = (kind: AlertKind) => (saving?.kind === kind ? saving.mode : prefs.data.modes[kind]);

  return (
    <>
      <p className="text-body-secondary">{t('intro')}</p>
      {change.isError && (
        <Alert variant="danger" dismissible onClose={() => change.reset()} data-testid="alert-prefs-error">
          {texts.describe(change.error, t('failed'))}
        </Alert>
      )}
      <Table responsive className="align-middle" data-testid="alert-prefs">
        <thead>
          <tr>
            <th scope="col">{t('columns.kind')}</th>
            {ALERT_MODES.map((mode) => (
              <th scope="col" key={mode}>
                {t(`modes.${mode}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind} data-testid={`alert-pref-${kind}`}>
              <th scope="row">{t(`kinds.${kind}`)}</th>
              {ALERT_MODES.map((mode) => (
                <td key={mode}>
                  <Form.Check
                    type="radio"
                    id={`alert-${kind}-${mode}`}
                    name={`alert-${kind}`}
                    aria-label={t('choice', { kind: t(`kinds.${kind}`), mode: t(`modes.${mode}`) })}
                    checked={shown(kind) === mode}
                    disabled={change.isPending}
                    onChange={() => choose(kind, mode)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {change.isSuccess && (
        <p className="small text-success mb-0" role="status" data-testid="alert-prefs-saved">
          {t('saved')}
        </p>
      )}
    </>
  );
}
