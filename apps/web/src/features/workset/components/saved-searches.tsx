import type { SavedSearchDoc } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDocuments, useDocumentWrites } from '../api/documents';

/** A search as the saved-search document holds it, without its name and notify choice. */
export type SearchToSave = Omit<SavedSearchDoc, 'name' | 'notify'>;

type Props = { space: string | null; current: SearchToSave; onRun: (search: SavedSearchDoc) => void };

/**
 * Saved searches: save the current search (text, filters, sort) with a name, optionally to be
 * told when a new tariff matches; run one again or delete it.
 */
export function SavedSearches({ space, current, onRun }: Props) {
  const { t, ready } = useTranslation('workset', { useSuspense: false });
  const texts = useErrorText();
  const id = useId();
  const [name, setName] = useState('');
  const [notify, setNotify] = useState(false);
  const searches = useDocuments<SavedSearchDoc>(space, 'searches');
  const { create, remove } = useDocumentWrites<SavedSearchDoc>(space, 'searches');
  if (!space || !ready) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...current, name: name.trim(), notify }, { onSuccess: () => setName('') });
  };

  return (
    <section className="card card-body mb-3" aria-labelledby={`${id}-title`} data-testid="saved-searches">
      <h2 id={`${id}-title`} className="h6">
        {t('searches.title')}
      </h2>
      <form className="d-flex flex-wrap align-items-end gap-2 mb-2" onSubmit={save}>
        <div>
          <label htmlFor={`${id}-name`} className="form-label small mb-1">
            {t('searches.name')}
          </label>
          <input
            id={`${id}-name`}
            className="form-control form-control-sm"
            value={name}
            maxLength={100}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="form-check mb-1">
          <input
            id={`${id}-notify`}
            type="checkbox"
            className="form-check-input"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor={`${id}-notify`} className="form-check-label small">
            {t('searches.notify')}
          </label>
        </div>
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={create.isPending}>
          {t('searches.save')}
        </button>
      </form>
      {create.isError && (
        <p role="alert" className="text-danger small mb-2">
          {texts.describe(create.error, t('searches.saveFailed'))}
        </p>
      )}
      {searches.data?.length ? (
        <ul className="list-unstyled mb-0" data-testid="saved-search-list">
          {searches.data.map((search) => (
            <li key={search.id} className="d-flex align-items-center gap-2 py-1" data-testid="saved-search">
              <span className="flex-grow-1">
                {search.doc.name}
                {search.doc.notify && (
                  <span className="small text-body-secondary ms-2">{t('searches.notifying')}</span>
                )}
              </span>
              <button type="button" className="btn btn-sm btn-link" onClick={() => onRun(search.doc)}>
                {t('searches.run', { name: search.doc.name })}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-link text-danger"
                aria-label={t('searches.deleteNamed', { name: search.doc.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(search.id)}
              >
                {t('searches.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary mb-0">{t('searches.empty')}</p>
      )}
    </section>
  );
}
