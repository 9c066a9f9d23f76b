import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { ImagePicker } from '../../../components/ui/image-picker';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { ApiRequestError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import type { SpaceView } from '../api/get-space';
import { useUpdateSpace } from '../api/update-space';
import {
  fieldsOf,
  formFromSpace,
  invalidSpaceFields,
  type SpaceErrors,
  type SpaceField,
  type SpaceFormValues,
  spaceChanges,
  spaceFieldOf,
} from '../lib/space-form';

type TextField = Exclude<SpaceField, 'avatar' | 'logo' | 'prefecture' | 'bankType'>;

// Limits and input hints of the shared contract (docs/product-decisions.md §5), so the browser helps before the server refuses.
const inputProps: Partial<Record<TextField, Record<string, string | number>>> = {
  name: { maxLength: 100, autoComplete: 'organization' },
  descriptionJp: { as: 'textarea', rows: 4, maxLength: 2000, lang: 'ja' },
  descriptionEn: { as: 'textarea', rows: 4, maxLength: 2000, lang: 'en' },
  postalCode: { maxLength: 8, autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '600-8216' },
  city: { maxLength: 100, autoComplete: 'address-level2' },
  street: { maxLength: 200, autoComplete: 'address-line1' },
  phone: { type: 'tel', maxLength: 30, autoComplete: 'tel' },
  website: { type: 'url', maxLength: 300, placeholder: 'https://' },
  corporateNumber: { inputMode: 'numeric', maxLength: 13, className: 'font-monospace' },
  invoiceNumber: { maxLength: 14, placeholder: 'T1234567890123', className: 'font-monospace' },
  travelAuthority: { maxLength: 60 },
  travelNumber: { maxLength: 40 },
  foundedYear: { inputMode: 'numeric', maxLength: 4 },
  staffCount: { inputMode: 'numeric', maxLength: 7 },
  bankName: { maxLength: 60 },
  bankBranch: { maxLength: 60 },
  bankNumber: { inputMode: 'numeric', maxLength: 7, className: 'font-monospace' },
  bankHolder: { maxLength: 80 },
};

// Labels of the business-profile fields live in the `profiles` namespace; the older ones in common.
const newFields: ReadonlySet<SpaceField> = new Set([
  'postalCode',
  'prefecture',
  'city',
  'street',
  'travelAuthority',
  'travelNumber',
  'foundedYear',
  'staffCount',
  'bankName',
  'bankBranch',
  'bankType',
  'bankNumber',
  'bankHolder',
]);
const commonHelp: ReadonlySet<SpaceField> = new Set(['languages', 'corporateNumber', 'invoiceNumber']);
const profilesHelp: ReadonlySet<SpaceField> = new Set([
  'postalCode',
  'travelAuthority',
  'travelNumber',
  'bankNumber',
  'bankHolder',
]);

/**
 * Owners and admins edit a space's name, avatar and business profile (the one place to edit it):
 * each refusal shows beside its field in the reader's language, from the same rules the server applies.
 */
export function SpaceEditForm({ space, onDone }: { space: SpaceView; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(['common', 'profiles']);
  const texts = useErrorText(['profile']);
  const id = useId();
  const [initial] = useState(() => formFromSpace(space));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SpaceErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const update = useUpdateSpace(space.kind, space.key);
  const saving = update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(form);
  const shown = fieldsOf(space.kind);

  function change<F extends SpaceField>(field: F, value: SpaceFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const changes = spaceChanges(initial, values);
    const invalid = invalidSpaceFields(changes, space);
    if (Object.keys(invalid).length > 0) {
      setAlert([]);
      focusError();
      return setErrors(
        Object.fromEntries(
          Object.entries(invalid).map(([field, issue]) => [field, texts.issue(issue, 'profile.invalid')]),
        ),
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

  const label = (field: SpaceField) =>
    newFields.has(field)
      ? t(`profiles:form.${field as 'postalCode'}`)
      : t(`profilePage.form.${field as 'name'}`);
  const helpOf = (field: SpaceField) =>
    commonHelp.has(field)
      ? t(`profilePage.help.${field as 'languages'}`)
      : profilesHelp.has(field)
        ? t(`profiles:help.${field as 'postalCode'}`)
        : null;
  const describedBy = (field: SpaceField) =>
    errors[field] ? `${id}-${field}-error` : helpOf(field) ? `${id}-${field}-help` : undefined;

  function group(field: SpaceField, control: ReactNode, md = 6) {
    if (!shown.has(field)) return null;
    const help = helpOf(field);
    return (
      <Form.Group as={Col} md={md} className="mb-3" controlId={`${id}-${field}`}>
        <Form.Label>{label(field)}</Form.Label>
        {control}
        {help && !errors[field] && <Form.Text id={`${id}-${field}-help`}>{help}</Form.Text>}
        <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
          {errors[field]}
        </Form.Control.Feedback>
      </Form.Group>
    );
  }

  const state = (field: SpaceField) => {
    const described = describedBy(field);
    return {
      isInvalid: Boolean(errors[field]),
      'aria-invalid': Boolean(errors[field]),
      disabled: saving,
      ...(described ? { 'aria-describedby': described } : {}),
    };
  };

  const text = (field: TextField, md = 6) =>
    group(
      field,
      <Form.Control
        {...inputProps[field]}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        {...state(field)}
        {...(field === 'name' ? { required: true, 'aria-required': true } : {})}
      />,
      md,
    );

  const prefecture = group(
    'prefecture',
    <Form.Select
      value={values.prefecture}
      onChange={(event) => change('prefecture', event.target.value)}
      autoComplete="address-level1"
      {...state('prefecture')}
    >
      <option value="">{t('profiles:form.choosePrefecture')}</option>
      <PrefectureOptions />
    </Form.Select>,
    3,
  );

  const bankType = group(
    'bankType',
    <Form.Select
      value={values.bankType}
      onChange={(event) => change('bankType', event.target.value)}
      {...state('bankType')}
    >
      <option value="ordinary">{t('profiles:form.bankOrdinary')}</option>
      <option value="checking">{t('profiles:form.bankChecking')}</option>
    </Form.Select>,
    3,
  );

  const company = space.kind !== 'guide';
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
      </Row>
      {company && (
        <fieldset className="mb-2">
          <legend className="h6">{t('profiles:form.addressGroup')}</legend>
          <Row>
            {text('postalCode', 3)}
            {prefecture}
            {text('city')}
            {text('street', 12)}
          </Row>
        </fieldset>
      )}
      <Row>
        {text('phone')}
        {text('website')}
        {text('languages')}
        {text('corporateNumber')}
        {text('invoiceNumber')}
        {company && text('foundedYear', 3)}
        {text('staffCount', 3)}
      </Row>
      {space.kind === 'personal' && (
        <p className="small text-body-secondary">{t('profiles:help.personal')}</p>
      )}
      {company && (
        <fieldset className="mb-2">
          <legend className="h6">{t('profiles:form.travelGroup')}</legend>
          <Row>
            {text('travelAuthority')}
            {text('travelNumber')}
          </Row>
        </fieldset>
      )}
      {shown.has('bankName') && (
        <fieldset className="mb-2" data-testid="space-bank-account">
          <legend className="h6">{t('profiles:form.bankGroup')}</legend>
          <p className="small text-body-secondary mb-2">{t('profiles:help.bankGroup')}</p>
          <Row>
            {text('bankName')}
            {text('bankBranch')}
            {bankType}
            {text('bankNumber', 3)}
            {text('bankHolder')}
          </Row>
        </fieldset>
      )}
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
