import { tariffCategories } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DirectoryFilters as Filters } from '../api/directory';

/** Name, prefecture and category; the search runs when submitted, so typing does not fire a request per key. */
export function DirectoryFilters({ value, onSearch }: { value: Filters; onSearch: (next: Filters) => void }) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Form
      onSubmit={submit}
      className="row g-2 align-items-end mb-3"
      role="search"
      data-testid="directory-form"
    >
      <Form.Group className="col-md-4" controlId={`${id}-q`}>
        <Form.Label className="small mb-1">{t('partners:directory.q')}</Form.Label>
        <Form.Control
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
      </Form.Group>
      <Form.Group className="col-md-3" controlId={`${id}-prefecture`}>
        <Form.Label className="small mb-1">{t('partners:directory.prefecture')}</Form.Label>
        <Form.Select
          value={draft.prefecture}
          onChange={(event) => setDraft({ ...draft, prefecture: event.target.value })}
        >
          <option value="">{t('partners:directory.anyPrefecture')}</option>
          <PrefectureOptions />
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-md-3" controlId={`${id}-category`}>
        <Form.Label className="small mb-1">{t('partners:directory.category')}</Form.Label>
        <Form.Select
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value as Filters['category'] })}
        >
          <option value="">{t('partners:directory.anyCategory')}</option>
          {tariffCategories.map((category) => (
            <option key={category} value={category}>
              {t(`tariffs:category.${category}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-md-2">
        <Button type="submit" className="w-100">
          {t('partners:directory.search')}
        </Button>
      </div>
    </Form>
  );
}
