import type { NoteDoc } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useDocuments, useDocumentWrites } from '../api/documents';

type Props = { space: string | null; subject: NoteDoc['subject'] };

/** Private notes on a tariff or a partner: the space's members read and write them. */
export function NotesPanel({ space, subject }: Props) {
  const { t } = useTranslation('workset');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const notes = useDocuments<NoteDoc>(space, 'notes', subject.key);
  const { create, remove } = useDocumentWrites<NoteDoc>(space, 'notes');
  if (!space) return null;

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ subject, text: text.trim() }, { onSuccess: () => setText('') });
  };

  return (
    <section className="card card-body mt-3" aria-labelledby={`${id}-title`} data-testid="notes-panel">
      <h2 id={`${id}-title`} className="h6">
        {t('notes.title')}
      </h2>
      <p className="small text-body-secondary">{t('notes.private')}</p>
      {notes.data?.length ? (
        <ul className="list-unstyled">
          {notes.data.map((note) => (
            <li key={note.id} className="border-bottom py-2" data-testid="note">
              <p className="mb-1" style={{ whiteSpace: 'pre-wrap' }}>
                {note.doc.text}
              </p>
              <span className="small text-body-secondary me-2">{formatDateTime(note.updatedAt, locale)}</span>
              {note.space === space && (
                <button
                  type="button"
                  className="btn btn-sm btn-link text-danger p-0"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(note.id)}
                >
                  {t('notes.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add}>
        <label htmlFor={`${id}-text`} className="form-label small">
          {t('notes.new')}
        </label>
        <textarea
          id={`${id}-text`}
          className="form-control mb-2"
          rows={3}
          maxLength={4000}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {create.isError && (
          <p role="alert" className="text-danger small">
            {texts.describe(create.error, t('notes.saveFailed'))}
          </p>
        )}
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={create.isPending}>
          {t('notes.add')}
        </button>
      </form>
    </section>
  );
}
