import { useLocale } from '../../../lib/locale';
import type { Claims, Texts } from '../api/types';
import { claimLabel, claimText } from '../lib/display';

type Props = { claims: Claims; display: Record<string, Texts> | undefined; testId?: string };

/** Claims as label and value, each label the claim's display name in the reader's language. */
export function ClaimList({ claims, display, testId = 'claim-list' }: Props) {
  const locale = useLocale();
  return (
    <dl className="row small mb-0" data-testid={testId}>
      {Object.entries(claims).map(([name, value]) => (
        <div key={name} className="col-12 mb-1" data-claim={name}>
          <dt className="d-inline fw-normal text-body-secondary me-2">{claimLabel(display, name, locale)}</dt>
          <dd className="d-inline mb-0 text-break">{claimText(value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
