import type { ProposalDoc } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDocuments, useDocumentWrites } from '../api/documents';

type Props = { space: string | null; tariff: string; proposalsHref: string };

/** On the tariff detail: add this tariff at the end of one of the space's proposals. */
export function AddToProposal({ space, tariff, proposalsHref }: Props) {
  const { t } = useTranslation('workset');
  const texts = useErrorText();
  const id = useId();
  const proposals = useDocuments<ProposalDoc>(space, 'proposals');
  const { replace } = useDocumentWrites<ProposalDoc>(space, 'proposals');
  const [chosen, setChosen] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  if (!space || !proposals.data) return null;
  const writable = proposals.data.filter((p) => p.permission === 'write');
  const target = writable.find((p) => p.id === chosen) ?? writable[0];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const doc = { ...target.doc, items: [...target.doc.items, { tariff }] };
    replace.mutate({ id: target.id, doc }, { onSuccess: () => setAdded(target.doc.title) });
  };

  return (
    <section className="card card-body mt-3" aria-labelledby={`${id}-title`} data-testid="add-to-proposal">
      <h2 id={`${id}-title`} className="h6">
        {t('proposals.addTitle')}
      </h2>
      {writable.length ? (
        <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={add}>
          <div className="flex-grow-1">
            <label htmlFor={`${id}-pick`} className="form-label small mb-1">
              {t('proposals.pick')}
            </label>
            <select
              id={`${id}-pick`}
              className="form-select form-select-sm"
              value={target?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {writable.map((p) => (
                <option key={p.id} value={p.id} disabled={p.doc.items.some((i) => i.tariff === tariff)}>
                  {p.doc.title}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="btn btn-sm btn-outline-primary"
            disabled={replace.isPending || !target || target.doc.items.some((i) => i.tariff === tariff)}
          >
            {t('proposals.add')}
          </button>
        </form>
      ) : (
        <p className="small mb-2">{t('proposals.none')}</p>
      )}
      <p role="status" className="small text-success mb-0 mt-2">
        {added && t('proposals.added', { title: added })}
      </p>
      {replace.isError && (
        <p role="alert" className="small text-danger">
          {texts.describe(replace.error, t('proposals.saveFailed'))}
        </p>
      )}
      <Link to={proposalsHref} className="small mt-2">
        {t('proposals.open')}
      </Link>
    </section>
  );
}
