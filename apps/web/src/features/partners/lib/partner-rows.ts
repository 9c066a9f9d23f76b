import type { Partnership } from '@tourtariff/shared';

/** The date a card and the CSV show for a partnership: since when it is active, when it ended, or was asked. */
export function dateOf(
  partnership: Pick<Partnership, 'state' | 'since' | 'endedAt' | 'updatedAt' | 'createdAt'>,
) {
  if (partnership.state === 'active')
    return { kind: 'since' as const, at: partnership.since ?? partnership.updatedAt };
  if (partnership.state === 'requested') return { kind: 'requestedOn' as const, at: partnership.createdAt };
  return { kind: 'endedOn' as const, at: partnership.endedAt ?? partnership.updatedAt };
}

export type AgreementStatus =
  | { kind: 'none' }
  | { kind: 'inForce'; percent: number }
  | { kind: 'draft' | 'sent' | 'rejected' | 'expired' };

/** What the card says about the partnership's agreement (the summary is the one in force, else the newest open). */
export function agreementStatusOf(agreement: Partnership['agreement']): AgreementStatus {
  if (!agreement) return { kind: 'none' };
  if (agreement.inForce) return { kind: 'inForce', percent: agreement.discount };
  if (agreement.state === 'draft' || agreement.state === 'sent' || agreement.state === 'rejected')
    return { kind: agreement.state };
  if (agreement.state === 'accepted') return { kind: 'expired' };
  return { kind: 'none' };
}
