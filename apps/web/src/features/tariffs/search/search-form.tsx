import { prefectures } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { type DraftErrors, type DraftField, draftOf, type SearchDraft, searchOfDraft } from './search-draft';
import { defaultSearch, type SearchState } from './search-params';

type Props = {
  state: SearchState;
  onSearch: (next: SearchState) => void;
  onClear: () => void;
  /** Messages the server gave for fields of the last search (a 400 naming `body.price.max`, say). */
  serverErrors?: Partial<Record<DraftField, string>>;
};

const prefectureCodes = Object.keys(prefectures).sort();

/**
 * Keywords and the filters typed rather than picked. The page remounts this form whenever the address changes
 * (back/forward, a shared link), so its fields always start from the search being shown.
 */
export function SearchForm({ state, onSearch, onClear, serverErrors = {} }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(state));
  const [errors, setErrors] = useState<DraftErrors>({});

  const change = (field: DraftField) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: DraftField) => {
    const own = errors[field];
    return own ? t(`search:form.errors.${own}`) : serverErrors[field];
  };
  // Every control gets its id, its label, and, when it is wrong, a message it is described by.
  const control = (field: DraftField) => {
    const error = errorOf(field);
    return {
      value: draft[field],
      onChange: change(field),
      isInvalid: Boolean(error),
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    };
  };
  const feedback = (field: DraftField) => (
    <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
      {errorOf(field)}
    </Form.Control.Feedback>
  );

  // The address may already be a blank search, so the typed fields are emptied here rather than by a remount.
  function clear() {
    setDraft(draftOf(defaultSearch));
    setErrors({});
    onClear();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = searchOfDraft(draft, state);
    if ('errors' in result) return setErrors(result.errors);
    onSearch(result.state);
  }

  return (
    <Form noValidate onSubmit={submit} role="search" className="mb-3" data-testid="search-form">
      <Row className="g-2 align-items-start">
        <Form.Group as={Col} md={8} controlId={`${id}-q`}>
          <Form.Label>{t('search:form.keywords')}</Form.Label>
          <Form.Control
            type="search"
            maxLength={100}
            placeholder={t('search:form.keywordsPlaceholder')}
            {...control('q')}
          />
          {feedback('q')}
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-prefecture`}>
          <Form.Label>{t('tariffs:field.prefecture')}</Form.Label>
          <Form.Select {...control('prefecture')}>
            <option value="">{t('search:form.anyPrefecture')}</option>
            {prefectureCodes.map((code) => (
              <option key={code} value={code}>
                {prefectures[code]?.[locale]}
              </option>
            ))}
          </Form.Select>
          {feedback('prefecture')}
        </Form.Group>
        <Form.Group as={Col} sm={6} md={2} controlId={`${id}-adults`}>
          <Form.Label>{t('search:form.adults')}</Form.Label>
          <Form.Control type="number" inputMode="numeric" min={1} max={999} {...control('adults')} />
          {feedback('adults')}
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId={`${id}-min`}>
          <Form.Label>{t('search:form.priceMin')}</Form.Label>
          <Form.Control inputMode="numeric" autoComplete="off" {...control('min')} />
          {feedback('min')}
        </Form.Group>
        <Form.Group as={Col} sm={6} md={3} controlId={`${id}-max`}>
          <Form.Label>{t('search:form.priceMax')}</Form.Label>
          <Form.Control inputMode="numeric" autoComplete="off" {...control('max')} />
          {feedback('max')}
        </Form.Group>
        <Form.Group as={Col} sm={6} md={4} controlId={`${id}-date`}>
          <Form.Label>{t('search:form.date')}</Form.Label>
          <Form.Control type="date" {...control('date')} />
          {feedback('date')}
        </Form.Group>
      </Row>
      <Form.Text className="d-block mb-2">{t('search:form.priceHint')}</Form.Text>
      <div className="d-flex gap-2">
        <Button type="submit">{t('search:form.submit')}</Button>
        <Button type="button" variant="outline-secondary" onClick={clear}>
          {t('search:form.clear')}
        </Button>
      </div>
    </Form>
  );
}
