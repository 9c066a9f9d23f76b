import { type FormEvent, useId, useState } from 'react';
import { DateControl } from '../../../components/ui/date-control';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { type ClientLink, useCreateClientLink } from '../api/proposals';
import { CopyLink } from './copy-link';

type Props = {
  space: string;
  proposal: string;
  links: ClientLink[];
  /** The absolute address of a link's path, for copying. */
  urlOf: (path: string) => string;
};

/** A date `days` from today (local), as the date input holds it. */
function dayFromNow(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** Client links: the buyer picks the last day it works, makes one, copies it; live ones are listed. */
export function ClientLinks({ space, proposal, links, urlOf }: Props) {
  const { t } = useTranslation('workset');
  const texts = useErrorText(['shorturi']);
  const locale = useLocale();
  const id = useId();
  const [until, setUntil] = useState(dayFromNow(14));
  const create = useCreateClientLink(space);

  const make = (event: FormEvent) => {
    event.preventDefault();
    // The link works through the whole of the chosen day, in the buyer's own time.
    create.mutate({ id: proposal, exp: new Date(`${until}T23:59:59`).toISOString() });
  };

  return (
    <section className="mt-3" aria-labelledby={`${id}-title`} data-testid="client-links">
      <h3 id={`${id}-title`} className="h6">
        {t('links.title')}
      </h3>
      <form className="d-flex flex-wrap gap-2 align-items-end mb-2" onSubmit={make}>
        <div>
          <label htmlFor={`${id}-until`} className="form-label small mb-1">
            {t('links.until')}
          </label>
          <DateControl
            id={`${id}-until`}
            size="sm"
            min={dayFromNow(0)}
            value={until}
            required
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={create.isPending}>
          {t('links.create')}
        </button>
      </form>
      {create.isError && (
        <p role="alert" className="small text-danger">
          {texts.describe(create.error, t('links.failed'))}
        </p>
      )}
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li
            key={link.id}
            className="d-flex flex-wrap align-items-center gap-2 py-1"
            data-testid="client-link"
          >
            <a href={urlOf(link.path)} target="_blank" rel="noreferrer" data-testid="client-link-url">
              {urlOf(link.path)}
            </a>
            <span className="small text-body-secondary">
              {t('links.expires', { at: formatDateTime(link.exp, locale) })}
            </span>
            <CopyLink text={urlOf(link.path)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
