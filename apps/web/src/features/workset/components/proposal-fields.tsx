import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ProposalDraft } from '../lib/proposal-form';

type Props = {
  draft: ProposalDraft;
  onChange: (draft: ProposalDraft) => void;
  errors: Partial<Record<keyof ProposalDraft, string>>;
};

const fields: { name: keyof ProposalDraft; type: string; wide?: boolean }[] = [
  { name: 'title', type: 'text', wide: true },
  { name: 'client', type: 'text', wide: true },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
  { name: 'adults', type: 'number' },
  { name: 'children', type: 'number' },
  { name: 'markup', type: 'number' },
];

/** The proposal's own fields: who, when, how many, the markup, and the introduction for the client. */
export function ProposalFields({ draft, onChange, errors }: Props) {
  const { t } = useTranslation('workset');
  const id = useId();
  const set = (name: keyof ProposalDraft, value: string) => onChange({ ...draft, [name]: value });
  return (
    <div className="row g-2">
      {fields.map(({ name, type, wide }) => (
        <div key={name} className={wide ? 'col-md-6' : 'col-6 col-md-2'}>
          <label htmlFor={`${id}-${name}`} className="form-label small mb-1">
            {t(`proposals.field.${name}`)}
          </label>
          <input
            id={`${id}-${name}`}
            type={type}
            className={`form-control form-control-sm${errors[name] ? ' is-invalid' : ''}`}
            value={draft[name]}
            required={name !== 'client'}
            {...(type === 'number' ? { min: 0, step: name === 'markup' ? 0.01 : 1 } : {})}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            onChange={(event) => set(name, event.target.value)}
          />
          {errors[name] && (
            <div id={`${id}-${name}-error`} className="invalid-feedback">
              {errors[name]}
            </div>
          )}
        </div>
      ))}
      <div className="col-12">
        <label htmlFor={`${id}-intro`} className="form-label small mb-1">
          {t('proposals.field.intro')}
        </label>
        <textarea
          id={`${id}-intro`}
          className="form-control form-control-sm"
          rows={3}
          maxLength={4000}
          value={draft.intro}
          onChange={(event) => set('intro', event.target.value)}
        />
      </div>
    </div>
  );
}
