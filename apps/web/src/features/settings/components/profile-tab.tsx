import { genders } from '@tourtariff/shared';
import { type ReactNode, useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { ImagePicker } from '../../../components/ui/image-picker';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ProfileErrors, ProfileField, ProfileFormValues } from '../lib/profile-form';

type TextField = Exclude<ProfileField, 'avatar' | 'gender'>;

// Limits of the shared contract, so the browser stops typing where the server would refuse.
const inputProps: Record<TextField, { type: string; maxLength?: number; autoComplete: string }> = {
  name: { type: 'text', maxLength: 100, autoComplete: 'name' },
  furigana: { type: 'text', maxLength: 100, autoComplete: 'off' },
  nameAlpha: { type: 'text', maxLength: 100, autoComplete: 'off' },
  birthday: { type: 'date', autoComplete: 'bday' },
  phone: { type: 'tel', maxLength: 30, autoComplete: 'tel' },
  address: { type: 'text', maxLength: 300, autoComplete: 'street-address' },
};

export type ProfileTabProps = {
  values: ProfileFormValues;
  errors: ProfileErrors;
  email: string;
  disabled: boolean;
  onChange: <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => void;
};

/** docs/product.md §2 Profile tab: avatar, name, furigana, Roman-letter name, date of birth, gender, phone, address. */
export function ProfileTab({ values, errors, email, disabled, onChange }: ProfileTabProps) {
  const { t } = useTranslation();
  const id = useId();

  function field(name: ProfileField, control: ReactNode) {
    return (
      <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-${name}`}>
        <Form.Label>{t(`settings.profile.${name}`)}</Form.Label>
        {control}
        <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
          {errors[name]}
        </Form.Control.Feedback>
      </Form.Group>
    );
  }

  const invalid = (name: ProfileField) =>
    errors[name] ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  const text = (name: TextField) =>
    field(
      name,
      <Form.Control
        {...inputProps[name]}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        disabled={disabled}
        {...invalid(name)}
      />,
    );

  return (
    <>
      <ImagePicker
        label={t('settings.profile.avatar')}
        value={values.avatar}
        onChange={(avatar) => onChange('avatar', avatar)}
        error={errors.avatar}
        disabled={disabled}
      />
      <Row>
        {text('name')}
        {text('furigana')}
        {text('nameAlpha')}
        {text('birthday')}
        {field(
          'gender',
          <Form.Select
            value={values.gender}
            onChange={(event) => onChange('gender', event.target.value)}
            disabled={disabled}
            {...invalid('gender')}
          >
            <option value="">{t('settings.profile.genderUnset')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`settings.profile.genders.${gender}`)}
              </option>
            ))}
          </Form.Select>,
        )}
        {text('phone')}
        {text('address')}
        <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-email`}>
          <Form.Label>{t('settings.profile.email')}</Form.Label>
          {/* The contact email is the identity provider's: shown, never edited here (docs/product.md §3). */}
          <Form.Control plaintext readOnly value={email || t('userMenu.noEmail')} />
        </Form.Group>
      </Row>
    </>
  );
}
