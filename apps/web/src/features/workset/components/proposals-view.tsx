import type { ProposalDoc } from '@tourtariff/shared';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDocuments, useDocumentWrites } from '../api/documents';
import { docOf, emptyDraft } from '../lib/proposal-form';
import { ProposalEditor } from './proposal-editor';
import { ProposalFields } from './proposal-fields';

type Props = { space: string; urlOf: (path: string) => string };

const today = () => new Date().toISOString().slice(0, 10);

/** /proposals: the buyer's proposals (own and shared with the space), a new one, and the one chosen. */
export function ProposalsView({ space, urlOf }: Props) {
  const { t } = useTranslation('workset');
  const texts = useErrorText();
  const proposals = useDocuments<ProposalDoc>(space, 'proposals');
  const { create } = useDocumentWrites<ProposalDoc>(space, 'proposals');
  const [chosen, setChosen] = useState<string | null>(null);
  const [draft, setDraft] = useState(emptyDraft(today()));
  const list = proposals.data ?? [];
  const current = list.find((p) => p.id === chosen) ?? list[0];

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(docOf(draft, []), {
      onSuccess: (made) => {
        setChosen(made.id);
        setDraft(emptyDraft(today()));
      },
    });
  };

  return (
    <div className="row g-3">
      <div className="col-lg-4">
        <nav aria-label={t('proposals.list')}>
          <ul className="list-group mb-3" data-testid="proposal-list">
            {list.map((p) => (
              <li key={p.id} className="list-group-item p-0">
                <button
                  type="button"
                  className={`btn btn-link w-100 text-start${p.id === current?.id ? ' fw-bold' : ''}`}
                  aria-current={p.id === current?.id ? 'true' : undefined}
                  onClick={() => setChosen(p.id)}
                >
                  {p.doc.title}
                  {p.space !== space && (
                    <span className="small text-body-secondary ms-2">{t('proposals.shared')}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <form className="card card-body" onSubmit={add} data-testid="new-proposal">
          <h2 className="h6">{t('proposals.new')}</h2>
          <ProposalFields draft={draft} onChange={setDraft} errors={{}} />
          {create.isError && (
            <p role="alert" className="small text-danger mt-2">
              {texts.describe(create.error, t('proposals.saveFailed'))}
            </p>
          )}
          <button type="submit" className="btn btn-sm btn-primary mt-2" disabled={create.isPending}>
            {t('proposals.create')}
          </button>
        </form>
      </div>
      <div className="col-lg-8">
        {current ? (
          <ProposalEditor key={current.id} space={space} proposal={current} urlOf={urlOf} />
        ) : (
          <p className="text-body-secondary">{t('proposals.empty')}</p>
        )}
      </div>
    </div>
  );
}
