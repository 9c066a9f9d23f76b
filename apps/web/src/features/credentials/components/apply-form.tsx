import { type FormEvent, useId, useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { useApply } from '../api/applications';
import type { UploadedEvidence } from '../api/evidence';
import { useSchemas, vctName } from '../api/schemas';
import type { ClaimValue, CredentialSchema } from '../api/types';
import { claimFields, claimProblems, claimsOf, initialValues } from '../lib/claim-form';
import { textOf } from '../lib/display';
import { ClaimInputs } from './claim-inputs';
import { EvidencePicker } from './evidence-picker';

/** The kind of space applying: which credential types it may ask for. */
export type HolderKind = 'guide' | 'corporate' | 'personal';

/** The seeded types by who holds them; a type an administrator publishes later is offered to every space. */
const typeOwners: Record<string, HolderKind[]> = {
  'licensed-guide': ['guide'],
  'registered-business': ['corporate', 'personal'],
};

export const schemasFor = (schemas: CredentialSchema[], kind: HolderKind) =>
  schemas.filter((schema) => typeOwners[vctName(schema.vct)]?.includes(kind) ?? true);

type Props = {
  space: string;
  kind: HolderKind;
  /** What the space's profile already says, by claim name (the route module reads the profile). */
  prefill: Partial<Record<string, ClaimValue>>;
  onApplied: () => void;
};

function SchemaForm({
  space,
  schema,
  prefill,
  onApplied,
}: Omit<Props, 'kind'> & { schema: CredentialSchema }) {
  const { t } = useTranslation('credentials');
  const texts = useErrorText(['credentials']);
  const formId = useId();
  const fields = useMemo(() => claimFields(schema), [schema]);
  const [values, setValues] = useState(() => initialValues(fields, prefill));
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);
  const [checked, setChecked] = useState(false);
  const apply = useApply(space);
  const problems = checked ? claimProblems(fields, values) : {};
  const refusal = apply.error
    ? texts.place(apply.error, (path) => {
        const name = path.replace(/^claims\./, '');
        return fields.some((field) => field.name === name) ? name : null;
      })
    : null;
  const errors: Partial<Record<string, string>> = { ...refusal?.fields };
  for (const [name, problem] of Object.entries(problems)) errors[name] = t(`form.problem.${problem}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(claimProblems(fields, values)).length > 0) return;
    apply.mutate(
      {
        vct: schema.vct,
        claims: claimsOf(fields, values),
        evidence: evidence.map(({ hash, key, name }) => ({
          hash,
          name: name.slice(0, 200),
          ...(key ? { key } : {}),
        })),
      },
      { onSuccess: onApplied },
    );
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="apply-form">
      <ClaimInputs
        idPrefix={formId}
        fields={fields}
        values={values}
        errors={errors}
        disabled={apply.isPending}
        onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
      />
      <EvidencePicker value={evidence} onChange={setEvidence} disabled={apply.isPending} />
      {refusal && refusal.alert.length > 0 && (
        <Alert variant="danger" data-testid="apply-error">
          {refusal.alert.join(' ')}
        </Alert>
      )}
      <Button type="submit" disabled={apply.isPending} data-testid="apply-submit">
        {t('apply.submit')}
      </Button>
    </Form>
  );
}

/** Applying for a credential (`issue/data0`): the type, a form made from its claims, and evidence files. */
export function ApplyForm({ space, kind, prefill, onApplied }: Props) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const schemas = useSchemas();
  const offered = schemas.data ? schemasFor(schemas.data, kind) : [];
  const [picked, setPicked] = useState('');
  // A sent application starts a fresh form: the next one is another application, not an edit of this one.
  const [round, setRound] = useState(0);
  const schema = offered.find((one) => one.vct === picked) ?? (offered.length === 1 ? offered[0] : undefined);

  if (schemas.isPending) return <BlockSpinner />;
  if (schemas.isError) return <Alert variant="danger">{texts.describe(schemas.error)}</Alert>;
  if (offered.length === 0) return <p className="text-body-secondary">{t('apply.noTypes')}</p>;
  return (
    <div data-testid="apply">
      <Form.Group className="mb-3" controlId={`apply-type-${space}`}>
        <Form.Label>{t('apply.type')}</Form.Label>
        <Form.Select
          value={schema?.vct ?? ''}
          onChange={(event) => setPicked(event.target.value)}
          data-testid="apply-type"
        >
          {!schema && <option value="">{t('form.choose')}</option>}
          {offered.map((one) => (
            <option key={one.vct} value={one.vct}>
              {textOf(one.name, locale)}
            </option>
          ))}
        </Form.Select>
        {schema && <Form.Text>{textOf(schema.description, locale)}</Form.Text>}
      </Form.Group>
      {schema && (
        <SchemaForm
          key={`${schema.vct}:${round}`}
          space={space}
          schema={schema}
          prefill={prefill}
          onApplied={() => {
            setRound((old) => old + 1);
            onApplied();
          }}
        />
      )}
    </div>
  );
}
