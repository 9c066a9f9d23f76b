import { Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import type { ClaimField, ClaimValues } from '../lib/claim-form';
import { textOf } from '../lib/display';

type Props = {
  idPrefix: string;
  fields: ClaimField[];
  values: ClaimValues;
  onChange: (name: string, value: string | string[]) => void;
  /** The text beside each field that is wrong: this form's own check, or the server's refusal placed here. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
};

/** The inputs a credential schema asks for, labelled by its display names in the reader's language. */
export function ClaimInputs({ idPrefix, fields, values, onChange, errors, disabled = false }: Props) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const value = values[field.name];
        const label = (
          <>
            {textOf(field.label, locale)}
            {field.required && <span className="text-danger ms-1">{t('form.required')}</span>}
          </>
        );
        const feedback = error && (
          <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        );
        const common = {
          id,
          disabled,
          isInvalid: Boolean(error),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'data-testid': `claim-${field.name}`,
        };
        if (field.kind === 'choices') {
          const chosen = Array.isArray(value) ? value : [];
          return (
            <fieldset key={field.name} className="mb-3" data-testid={`claim-${field.name}`}>
              <legend className="form-label fs-6 mb-1">{label}</legend>
              {field.options.map((option) => (
                <Form.Check
                  key={option}
                  inline
                  id={`${id}-${option}`}
                  label={option}
                  disabled={disabled}
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    onChange(
                      field.name,
                      event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option),
                    )
                  }
                />
              ))}
              {feedback}
            </fieldset>
          );
        }
        const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
        return (
          <Form.Group key={field.name} className="mb-3">
            <Form.Label htmlFor={id}>{label}</Form.Label>
            {field.kind === 'select' || field.kind === 'boolean' ? (
              <Form.Select
                {...common}
                value={text}
                onChange={(event) => onChange(field.name, event.target.value)}
              >
                <option value="">{t('form.choose')}</option>
                {(field.kind === 'boolean' ? ['true', 'false'] : field.options).map((option) => (
                  <option key={option} value={option}>
                    {field.kind === 'boolean' ? t(`form.${option as 'true' | 'false'}`) : option}
                  </option>
                ))}
              </Form.Select>
            ) : (
              <Form.Control
                {...common}
                type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'}
                value={text}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
            {field.kind === 'list' && <Form.Text>{t('form.listHint')}</Form.Text>}
            {feedback}
          </Form.Group>
        );
      })}
    </>
  );
}
