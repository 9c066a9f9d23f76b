import type { ProposalDoc } from '@tourtariff/shared';
import { type FormEvent, useState } from 'react';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { type StoredDocument, useDocumentWrites } from '../api/documents';
import { useProposalPrices } from '../api/proposals';
import { useTariffTitles } from '../api/tariff-titles';
import { docOf, draftOf, moved, type ProposalDraft } from '../lib/proposal-form';
import { ClientLinks } from './client-links';
import { ProposalFields } from './proposal-fields';
import { ProposalPrices } from './proposal-prices';
import { SharePanel } from './share-panel';

type Props = {
  space: string;
  proposal: StoredDocument<ProposalDoc>;
  urlOf: (path: string) => string;
};

const fieldOf = (path: string): keyof ProposalDraft | null => {
  const map: Record<string, keyof ProposalDraft> = {
    title: 'title',
    client: 'client',
    'dates.from': 'from',
    'dates.to': 'to',
    'group.adults': 'adults',
    'group.children': 'children',
    markup: 'markup',
  };
  return map[path] ?? null;
};

/** One proposal: its fields, its tariffs in order (move, remove), the prices, client links and sharing. */
export function ProposalEditor({ space, proposal, urlOf }: Props) {
  const { t } = useTranslation('workset');
  const texts = useErrorText();
  const locale = useLocale();
  const [draft, setDraft] = useState(draftOf(proposal.doc));
  const [saved, setSaved] = useState(0);
  const { replace, remove } = useDocumentWrites<ProposalDoc>(space, 'proposals');
  const prices = useProposalPrices(proposal.id);
  const items = proposal.doc.items;
  const titles = useTariffTitles(items.map((i) => i.tariff));
  const writable = proposal.permission === 'write';
  const refusal = texts.place(replace.error, fieldOf, /^body\./);

  const save = (next: ProposalDoc['items'] = items) =>
    replace.mutate({ id: proposal.id, doc: docOf(draft, next) }, { onSuccess: () => setSaved((n) => n + 1) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <article className="card card-body" data-testid="proposal-editor">
      <h2 className="h5">{proposal.doc.title}</h2>
      <form onSubmit={submit}>
        <fieldset disabled={!writable}>
          <ProposalFields draft={draft} onChange={setDraft} errors={refusal.fields} />
          {refusal.alert.length > 0 && (
            <p role="alert" className="small text-danger mt-2">
              {refusal.alert.join(' ')}
            </p>
          )}
          <div className="d-flex gap-2 mt-2">
            <button type="submit" className="btn btn-sm btn-primary">
              {t('proposals.save')}
            </button>
            {proposal.space === space && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => remove.mutate(proposal.id)}
              >
                {t('proposals.delete')}
              </button>
            )}
          </div>
        </fieldset>
      </form>
      {saved > 0 && (
        <OutcomeAlert variant="success" className="mt-2 py-2 small" focusKey={saved}>
          {t('proposals.saved')}
        </OutcomeAlert>
      )}
      <h3 className="h6 mt-3">{t('proposals.items')}</h3>
      {items.length === 0 && <p className="small text-body-secondary">{t('proposals.noItems')}</p>}
      <ol className="list-group list-group-numbered mb-2">
        {items.map((item, i) => {
          const found = titles[i]?.data;
          const title = found ? localized(found.title, locale).text : item.tariff;
          return (
            <li
              key={item.tariff}
              className="list-group-item d-flex align-items-center gap-2"
              data-testid="proposal-item"
            >
              <span className="flex-grow-1">{title}</span>
              {writable && (
                <>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('proposals.up', { title })}
                    disabled={i === 0 || replace.isPending}
                    onClick={() => save(moved(items, i, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('proposals.down', { title })}
                    disabled={i === items.length - 1 || replace.isPending}
                    onClick={() => save(moved(items, i, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('proposals.remove', { title })}
                    disabled={replace.isPending}
                    onClick={() => save(items.filter((_, j) => j !== i))}
                  >
                    {t('proposals.removeShort')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {prices.data && items.length > 0 && (
        <ProposalPrices proposal={prices.data} publicTotals={prices.data.publicTotals} />
      )}
      {writable && (
        <ClientLinks space={space} proposal={proposal.id} links={proposal.links ?? []} urlOf={urlOf} />
      )}
      {proposal.space === space && <SharePanel document={proposal.id} />}
    </article>
  );
}
