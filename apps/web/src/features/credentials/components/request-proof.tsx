import { type ReactNode, useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { useRequestProof } from '../api/requests';
import { useSchemas, vctName } from '../api/schemas';
import { askProblem, buildDcql } from '../lib/dcql';
import { claimLabel, textOf } from '../lib/display';

type Props = {
  /** The verifier: the space the caller acts for. */
  space: string;
  holder: { key: string; name: string };
  /** The type to start with, by its name (`licensed-guide` on a guide's page). */
  preferred?: string;
  /** Where the sent requests and their results are (the wallet page), shown once one is sent. */
  sentLink?: (text: string) => ReactNode;
};

/**
 * "Request proof" (`query/request`): the verifier picks a credential type, the claims it wants disclosed and a
 * purpose; the DCQL query asks for exactly those, so the holder can disclose nothing else.
 */
export function RequestProof({ space, holder, preferred, sentLink }: Props) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const id = useId();
  const schemas = useSchemas();
  const request = useRequestProof(space);
  const [open, setOpen] = useState(false);
  const [vct, setVct] = useState('');
  const [claims, setClaims] = useState<string[]>([]);
  const [purpose, setPurpose] = useState('');
  const [checked, setChecked] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const available = schemas.data ?? [];
  const schema =
    available.find((one) => one.vct === vct) ??
    available.find((one) => vctName(one.vct) === preferred) ??
    available[0];
  const ask = { vct: schema?.vct ?? '', claims };
  const problem = askProblem(ask, schema?.disclosable ?? []);

  const start = () => {
    request.reset();
    setChecked(false);
    setClaims([]);
    setPurpose('');
    setOpen(true);
  };
  const submit = () => {
    setChecked(true);
    if (problem) return;
    const text = purpose.trim();
    request.mutate(
      { holder: holder.key, dcql: buildDcql(ask), ...(text ? { purpose: { jp: text, en: text } } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setSentAt(Date.now());
        },
      },
    );
  };

  return (
    <div data-testid="request-proof">
      <Button variant="outline-primary" size="sm" onClick={start} data-testid="request-proof-button">
        {t('request.button')}
      </Button>
      {sentAt && (
        <OutcomeAlert variant="success" className="mt-2" focusKey={sentAt} data-testid="request-proof-sent">
          {t('request.sent', { holder: holder.name })} {sentLink?.(t('request.seeResults'))}
        </OutcomeAlert>
      )}
      <FormDialog
        show={open}
        size="lg"
        title={t('request.title', { holder: holder.name })}
        submitLabel={t('request.submit')}
        busy={request.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={submit}
        data-testid="request-proof-dialog"
      >
        {schemas.isError && <Alert variant="danger">{texts.describe(schemas.error)}</Alert>}
        <Form.Group className="mb-3" controlId={`${id}-type`}>
          <Form.Label>{t('request.type')}</Form.Label>
          <Form.Select
            value={schema?.vct ?? ''}
            onChange={(event) => {
              setVct(event.target.value);
              setClaims([]);
            }}
            data-testid="request-type"
          >
            {available.map((one) => (
              <option key={one.vct} value={one.vct}>
                {textOf(one.name, locale)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {schema && (
          <fieldset className="mb-3" data-testid="request-claims" aria-describedby={`${id}-claims-error`}>
            <legend className="form-label fs-6">{t('request.claims')}</legend>
            {schema.disclosable.map((name) => (
              <Form.Check
                key={name}
                id={`${id}-${name}`}
                label={claimLabel(schema.display, name, locale)}
                checked={claims.includes(name)}
                onChange={(event) =>
                  setClaims((old) =>
                    event.target.checked ? [...old, name] : old.filter((one) => one !== name),
                  )
                }
                data-claim={name}
              />
            ))}
            {checked && problem && (
              <div className="invalid-feedback d-block" id={`${id}-claims-error`} role="alert">
                {t(`request.problem.${problem}`)}
              </div>
            )}
          </fieldset>
        )}
        <Form.Group controlId={`${id}-purpose`}>
          <Form.Label>{t('request.purpose')}</Form.Label>
          <Form.Control
            value={purpose}
            maxLength={200}
            onChange={(event) => setPurpose(event.target.value)}
            data-testid="request-purpose"
          />
          <Form.Text>{t('request.purposeHint')}</Form.Text>
        </Form.Group>
        {request.isError && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="request-proof-error">
            {texts.describe(request.error)}
          </Alert>
        )}
      </FormDialog>
    </div>
  );
}
