import { type FormEvent, memo, useId, useState } from 'react';
// One module per component: the `Form` namespace would bring every form control along.
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Feedback from 'react-bootstrap/Feedback';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormText from 'react-bootstrap/FormText';
import Row from 'react-bootstrap/Row';
import { DateControl } from '../../../components/ui/date-control';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type DraftErrors, type DraftField, draftOf, type SearchDraft, searchOfDraft } from './search-draft';
import { defaultSearch, type SearchState, searchBandKeys } from './search-params';

type Props = {
  state: SearchState;
  onSearch: (next: SearchState) => void;
  onClear: () => void;
  /** Messages the server gave for fields of the last search (a 400 naming `body.price.max`, say). */
  serverErrors?: Partial<Record<DraftField, string>>;
};

/**
 * Keywords and the filters typed rather than picked. The page remounts this form whenever the address changes
 * (back/forward, a shared link), so its fields always start from the search being shown. Memoised: the page
 * re-renders as answers arrive, which this form (with its 47 prefectures) does not show.
 */
export const SearchForm = memo(function SearchForm({ state, onSearch, onClear, serverErrors = {} }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  const id = useId();
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(state));
  const [errors, setErrors] = useState<DraftErrors>({});

  const bandOf = (field: DraftField) => (field.startsWith('band.') ? field.slice('band.'.length) : null);
  const typed = (field: DraftField) => {
    const band = bandOf(field);
    return band === null ? draft[field as Exclude<keyof SearchDraft, 'bands'>] : (draft.bands[band] ?? '');
  };
  const change = (field: DraftField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    const band = bandOf(field);
    setDraft((d) =>
      band === null ? { ...d, [field]: value } : { ...d, bands: { ...d.bands, [band]: value } },
    );
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
      value: typed(field),
      onChange: change(field),
      isInvalid: Boolean(error),
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    };
  };
  const feedback = (field: DraftField) => (
    <Feedback type="invalid" id={`${id}-${field}-error`}>
      {errorOf(field)}
    </Feedback>
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
    // biome-ignore lint/a11y/useSemanticElements: the markup react-bootstrap's Form rendered here before, kept as it was
    <form noValidate onSubmit={submit} role="search" className="mb-3" data-testid="search-form">
      <Row className="g-2 align-items-start">
        <FormGroup as={Col} md={8} controlId={`${id}-q`}>
          <FormLabel>{t('search:form.keywords')}</FormLabel>
          <FormControl
            type="search"
            maxLength={100}
            placeholder={t('search:form.keywordsPlaceholder')}
            {...control('q')}
          />
          {feedback('q')}
        </FormGroup>
        <FormGroup as={Col} md={4} controlId={`${id}-prefecture`}>
          <FormLabel>{t('tariffs:field.prefecture')}</FormLabel>
          <FormSelect {...control('prefecture')}>
            <option value="">{t('search:form.anyPrefecture')}</option>
            <PrefectureOptions />
          </FormSelect>
          {feedback('prefecture')}
        </FormGroup>
        <FormGroup as={Col} sm={6} md={2} controlId={`${id}-adults`}>
          <FormLabel>{t('search:form.adults')}</FormLabel>
          <FormControl type="number" inputMode="numeric" min={1} max={999} {...control('adults')} />
          {feedback('adults')}
        </FormGroup>
        <Col xs={12} md={10}>
          {/* Children by age band, priced with the adults as the quote prices them (docs/product-decisions.md §12). */}
          <fieldset className="d-flex flex-wrap gap-2" data-testid="search-bands">
            <legend className="form-label fs-6 mb-1">{t('search:form.children')}</legend>
            {searchBandKeys.map((key) => (
              <FormGroup key={key} controlId={`${id}-band-${key}`} className="search-band">
                <FormLabel className="small mb-0">{t(`search:form.band.${key}`)}</FormLabel>
                <FormControl
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={999}
                  size="sm"
                  placeholder="0"
                  {...control(`band.${key}`)}
                />
                {feedback(`band.${key}`)}
              </FormGroup>
            ))}
          </fieldset>
        </Col>
        <FormGroup as={Col} sm={6} md={3} controlId={`${id}-min`}>
          <FormLabel>{t('search:form.priceMin')}</FormLabel>
          <FormControl inputMode="numeric" autoComplete="off" {...control('min')} />
          {feedback('min')}
        </FormGroup>
        <FormGroup as={Col} sm={6} md={3} controlId={`${id}-max`}>
          <FormLabel>{t('search:form.priceMax')}</FormLabel>
          <FormControl inputMode="numeric" autoComplete="off" {...control('max')} />
          {feedback('max')}
        </FormGroup>
        <FormGroup as={Col} sm={6} md={4} controlId={`${id}-date`}>
          <FormLabel>{t('search:form.date')}</FormLabel>
          <DateControl {...control('date')} />
          {feedback('date')}
        </FormGroup>
      </Row>
      <FormText className="d-block mb-2">{t('search:form.priceHint')}</FormText>
      <div className="d-flex gap-2">
        <Button type="submit">{t('search:form.submit')}</Button>
        <Button type="button" variant="outline-secondary" onClick={clear}>
          {t('search:form.clear')}
        </Button>
      </div>
    </form>
  );
});
