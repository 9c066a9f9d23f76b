import { useId, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useApplications, useRevoke } from '../api/applications';
import { useSchemas } from '../api/schemas';
import type { Application } from '../api/types';
import { textOf } from '../lib/display';
import { LoadState } from './load-state';

type Revoked = Application & { revoked?: boolean; credentialState?: string };

/**
 * What the issuer has issued (approved applications with their credential), each revocable with a reason after
 * confirmation (`issue/revoke`); the status list changes, so every later verification fails.
 */
export function IssuedCredentials({
  space,
  onRevoked,
}: {
  space: string;
  onRevoked: (text: string) => void;
}) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const id = useId();
  const issued = useApplications(space, 'issuer', 'approved');
  const schemas = useSchemas();
  const revoke = useRevoke(space);
  const [target, setTarget] = useState<Revoked | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [revokedHere, setRevokedHere] = useState<string[]>([]);
  const nameOf = (vct: string) => {
    const schema = schemas.data?.find((one) => one.vct === vct);
    return schema ? textOf(schema.name, locale) : vct;
  };
  const isRevoked = (application: Revoked) =>
    application.revoked === true ||
    application.credentialState === 'revoked' ||
    revokedHere.includes(application.credential ?? '');

  const submit = () => {
    if (!target?.credential) return;
    if (!reason.trim()) return setMissing(true);
    const credential = target.credential;
    const holder = target.holder.name || target.holder.space;
    revoke.mutate(
      { credential, reason: reason.trim() },
      {
        onSuccess: () => {
          setRevokedHere((old) => [...old, credential]);
          setTarget(null);
          onRevoked(t('admin.revoked', { holder }));
        },
      },
    );
  };

  return (
    <>
      <LoadState query={issued} empty={t('admin.issuedEmpty')} testId="issued-credentials">
        {(items) => (
          <ul className="list-group">
            {(items as Revoked[]).map((application) => (
              <li
                key={application.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2"
                data-testid="issued-item"
                data-holder={application.holder.space}
              >
                <span className="me-auto">
                  {application.holder.name || application.holder.space} · {nameOf(application.vct)}
                  <span className="d-block small text-body-secondary">
                    {t('admin.issuedOn', {
                      date: formatDate(application.decidedAt ?? application.createdAt, locale),
                    })}
                  </span>
                  {application.copies?.length ? (
                    <span className="d-block small text-body-secondary" data-testid="issued-copies">
                      {t('admin.copies', { count: application.copies.length })}
                    </span>
                  ) : null}
                </span>
                {isRevoked(application) ? (
                  <span className="badge text-bg-danger">{t('state.revoked')}</span>
                ) : (
                  application.credential && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => {
                        revoke.reset();
                        setReason('');
                        setMissing(false);
                        setTarget(application);
                      }}
                      data-testid="revoke-button"
                    >
                      {t('admin.revoke')}
                    </Button>
                  )
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <FormDialog
        show={target !== null}
        size="lg"
        title={t('admin.revokeTitle')}
        submitLabel={t('admin.revoke')}
        busy={revoke.isPending}
        focusCancel
        onCancel={() => setTarget(null)}
        onSubmit={submit}
        data-testid="revoke-dialog"
      >
        <p>{t('admin.confirmRevoke', { holder: target?.holder.name || target?.holder.space || '' })}</p>
        <ReasonField
          id={`${id}-reason`}
          label={t('admin.reason')}
          value={reason}
          error={missing ? t('admin.reasonRequired') : undefined}
          maxLength={500}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          testId="revoke-reason"
        />
        {revoke.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {texts.describe(revoke.error)}
          </Alert>
        )}
      </FormDialog>
    </>
  );
}
