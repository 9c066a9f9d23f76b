import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ImagePicker } from '../../../components/ui/image-picker';
import { ApiRequestError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import type { SpaceView } from '../api/get-space';
import { useUpdateSpace } from '../api/update-space';
import {
  formFromSpace,
  invalidSpaceFields,
  type SpaceErrors,
  type SpaceField,
  type SpaceFormValues,
  spaceChanges,
  spaceFieldOf,
} from '../lib/space-form';

type TextField = Exclude<SpaceField, 'avatar' | 'logo'>;

// Limits and input hints of the shared contract (DESIGN §5), so the browser helps before the server refuses.
const inputProps: Partial<Record<TextField, Record<string, string | number>>> = {
  name: { maxLength: 100, autoComplete: 'organization' },
  descriptionJp: { as: 'textarea', rows: 4, maxLength: 2000, lang: 'ja' },
  descriptionEn: { as: 'textarea', rows: 4, maxLength: 2000, lang: 'en' },
  address: { maxLength: 300, autoComplete: 'street-address' },
  phone: { type: 'tel', maxLength: 30, autoComplete: 'tel' },
  website: { type: 'url', maxLength: 300, placeholder: 'https://' },
  corporateNumber: { inputMode: 'numeric', maxLength: 13, className: 'font-monospace' },
  invoiceNumber: { maxLength: 14, placeholder: 'T1234567890123', className: 'font-monospace' },
  travelRegistration: { maxLength: 100 },
};

// Fields with a help line under the input.
const withHelp: ReadonlySet<SpaceField> = new Set(['languages', 'corporateNumber', 'invoiceNumber']);

/** Owners and admins edit a space's name, avatar and business details; each refusal shows beside its field. */
export function SpaceEditForm({ space, onDone }: { space: SpaceView; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const texts = useErrorText();
  const id = useId();
  const [initial] = useState(() => formFromSpace(space));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SpaceErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const update = useUpdateSpace(space.kind, space.key);
  const saving = update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(form);

  function change<F extends SpaceField>(field: F, value: SpaceFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const changes = spaceChanges(initial, values);
    const invalid = invalidSpaceFields(changes);
    if (invalid.length > 0) {
      setAlert([]);
      focusError();
      return setErrors(
        Object.fromEntries(invalid.map((field) => [field, t(`profilePage.invalid.${field}`)])),
      );
    }
    if (Object.keys(changes).length === 0) return onDone(false);
    try {
      await update.mutateAsync(changes);
      onDone(true);
    } catch (error) {
      const { fields, alert: rest } = texts.place(error, spaceFieldOf);
      // 413: over the server's body limit, which only a large picked image reaches.
      if (error instanceof ApiRequestError && error.status === 413)
        fields[changes.avatar ? 'avatar' : 'logo'] = t('imagePicker.tooLarge');
      if (Object.keys(fields).length === 0 && rest.length === 0) rest.push(t('profilePage.saveFailed'));
      focusError();
      setErrors(fields);
      setAlert(rest);
    }
  }

  function group(field: SpaceField, control: ReactNode, md = 6) {
    return (
      <Form.Group as={Col} md={md} className="mb-3" controlId={`${id}-${field}`}>
        <Form.Label>{t(`profilePage.form.${field}`)}</Form.Label>
        {control}
        {withHelp.has(field) && !errors[field] && (
          <Form.Text id={`${id}-${field}-help`}>{t(`profilePage.help.${field as 'languages'}`)}</Form.Text>
        )}
        <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
          {errors[field]}
        </Form.Control.Feedback>
      </Form.Group>
    );
  }

  const text = (field: TextField, md = 6) => {
    const described = errors[field]
      ? `${id}-${field}-error`
      : withHelp.has(field)
        ? `${id}-${field}-help`
        : undefined;
    return group(
      field,
      <Form.Control
        {...inputProps[field]}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        isInvalid={Boolean(errors[field])}
        aria-invalid={Boolean(errors[field])}
        disabled={saving}
        {...(described ? { 'aria-describedby': described } : {})}
        {...(field === 'name' ? { required: true, 'aria-required': true } : {})}
      />,
      md,
    );
  };

  return (
    <Form ref={form} noValidate onSubmit={save} aria-busy={saving} data-testid="space-edit-form">
      {alert.length > 0 && (
        <Alert variant="danger">
          {t('profilePage.saveFailed')}
          {alert.map((message) => (
            <div key={message} className="small mt-1">
              {message}
            </div>
          ))}
        </Alert>
      )}
      <ImagePicker
        label={t('profilePage.form.avatar')}
        value={values.avatar}
        onChange={(avatar) => change('avatar', avatar)}
        error={errors.avatar}
        disabled={saving}
      />
      <Row>
        {text('name', 12)}
        {text('descriptionJp')}
        {text('descriptionEn')}
        {text('address')}
        {text('phone')}
        {text('website')}
        {text('languages')}
        {text('corporateNumber')}
        {text('invoiceNumber')}
        {text('travelRegistration')}
      </Row>
      <ImagePicker
        label={t('profilePage.form.logo')}
        value={values.logo}
        onChange={(logo) => change('logo', logo)}
        error={errors.logo}
        shape="square"
        disabled={saving}
      />
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={() => onDone(false)} disabled={saving}>
          {t('profilePage.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {saving ? t('profilePage.saving') : t('profilePage.save')}
        </Button>
      </div>
    </Form>
  );
}
