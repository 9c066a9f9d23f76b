import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAcl, useAclWrites } from '../api/acl';

/** Sharing a proposal with colleagues of other spaces: an entry per space, read or write (docs/product-decisions.md §6 ACL). */
export function SharePanel({ document }: { document: string }) {
  const { t } = useTranslation('workset');
  const texts = useErrorText();
  const id = useId();
  const acl = useAcl(document);
  const { grant, revoke } = useAclWrites(document);
  const [space, setSpace] = useState('');
  const [permission, setPermission] = useState<'read' | 'write'>('read');

  const share = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ space: space.trim(), permission }, { onSuccess: () => setSpace('') });
  };

  return (
    <section className="mt-3" aria-labelledby={`${id}-title`} data-testid="share-panel">
      <h3 id={`${id}-title`} className="h6">
        {t('share.title')}
      </h3>
      <ul className="list-unstyled">
        {acl.data?.entries.map((entry) => (
          <li key={entry.space} className="d-flex align-items-center gap-2 py-1">
            <span className="flex-grow-1">
              {entry.name} ({t(`share.${entry.permission}`)})
            </span>
            <button
              type="button"
              className="btn btn-sm btn-link text-danger"
              aria-label={t('share.removeNamed', { name: entry.name })}
              onClick={() => revoke.mutate(entry.space)}
            >
              {t('share.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={share}>
        <div>
          <label htmlFor={`${id}-space`} className="form-label small mb-1">
            {t('share.space')}
          </label>
          <input
            id={`${id}-space`}
            className="form-control form-control-sm"
            value={space}
            required
            onChange={(event) => setSpace(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-permission`} className="form-label small mb-1">
            {t('share.permission')}
          </label>
          <select
            id={`${id}-permission`}
            className="form-select form-select-sm"
            value={permission}
            onChange={(event) => setPermission(event.target.value === 'write' ? 'write' : 'read')}
          >
            <option value="read">{t('share.read')}</option>
            <option value="write">{t('share.write')}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-sm btn-outline-primary" disabled={grant.isPending}>
          {t('share.add')}
        </button>
      </form>
      {grant.isError && (
        <p role="alert" className="small text-danger mt-2">
          {texts.describe(grant.error, t('share.failed'))}
        </p>
      )}
    </section>
  );
}
