import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../lib/locale';
import { type Badge, useClaimDisplays, useVerifiedBadges } from './use-verified-badges';
import './verified-badge.css';

type Props = {
  space: string | null | undefined;
  /** Only badges of this kind: a company's on business cards, a guide's on guide cards. */
  kind?: Badge['kind'];
  className?: string;
};

/**
 * "Verified" beside a company or guide whose space holds a valid credential of that kind: the
 * server derives it by verifying the credential, never from a stored flag. Its tooltip says what was verified,
 * by whom and when. Nothing shows while loading, on failure, or without a badge: a card never waits for it.
 */
export function VerifiedBadge({ space, kind, className = '' }: Props) {
  const { t, ready } = useTranslation('credentials', { useSuspense: false });
  const locale = useLocale();
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const badges = useVerifiedBadges(space);
  const shown = (badges.data ?? []).filter((badge) => !kind || badge.kind === kind);
  const displays = useClaimDisplays(shown.length > 0);
  if (!ready || shown.length === 0) return null;
  const label = (vct: string, claim: string) => {
    const texts = displays.data?.find((schema) => schema.vct === vct)?.display[claim];
    return texts?.[locale] || texts?.jp || claim;
  };
  return (
    <span
      className={`verified-badge ${className}`}
      data-dismissed={dismissed}
      data-testid="verified-badge"
      data-kind={shown.map((badge) => badge.kind).join(' ')}
    >
      <button
        type="button"
        className="badge rounded-pill text-bg-success border-0"
        aria-describedby={tipId}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onBlur={() => setDismissed(false)}
        onMouseEnter={() => setDismissed(false)}
      >
        <span aria-hidden="true">✓ </span>
        {t(`badge.${shown[0]?.kind ?? 'business'}`)}
      </button>
      <span role="tooltip" id={tipId} className="verified-badge-tip" data-testid="verified-badge-tip">
        {shown.map((badge) => (
          <span key={badge.vct} className="d-block">
            {t('badge.tip', {
              issuer: badge.issuer.name || badge.issuer.space,
              date: formatDate(badge.issuedAt, locale),
              checked: formatDate(badge.checkedAt, locale),
              claims: badge.verified
                .map((claim) => label(badge.vct, claim))
                .join(locale === 'jp' ? '、' : ', '),
            })}
          </span>
        ))}
      </span>
    </span>
  );
}
