import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { VerifiedBadge } from '../../components/business/verified-badge';
import { paths } from '../../config/paths';
import { RequestProof } from '../../features/credentials/components/request-proof';
import { useGuideProfile } from '../../features/guides/api/guide-profile';
import { GuidePage } from '../../features/guides/components/guide-page';
import { OfferJobButton } from '../../features/jobs/components/offer-job';
import { MessageButton } from '../../features/messenger/components/message-button';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useLocalizedPath } from '../../lib/locale';
import { useConversationHref } from './messenger-links';

/** The guide's own profile under their space's page: the form and the calendar they toggle. */
export function GuideOwnPage({ spaceKey }: { spaceKey: string }) {
  return (
    <div className="mt-4">
      <GuidePage
        spaceKey={spaceKey}
        own
        badge={<VerifiedBadge space={spaceKey} kind="guide" className="ms-2" />}
      />
    </div>
  );
}

/**
 * Another guide's page : the profile and availability, with "Message" (messenger) and,
 * for a buyer space, "Offer a job" (jobs) — composed here, since no feature imports another.
 */
export function GuideOthersPage({ spaceKey, missing }: { spaceKey: string; missing: ReactNode }) {
  const profile = useGuideProfile(spaceKey);
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const conversationHref = useConversationHref();
  if (profile.isSuccess && profile.data === null) return missing;

  const guide = { space: spaceKey, name: profile.data?.name ?? '' };
  const member = current.key && (current.role === 'buyer' || current.role === 'supplier');
  const actions = member && current.key && (
    <>
      {/* Any buyer or supplier may ask the guide to prove the licence. */}
      <RequestProof
        space={current.key}
        holder={{ key: spaceKey, name: guide.name }}
        preferred="licensed-guide"
        sentLink={(text) => (
          <Link to={`${localize(paths.profileWallet.getHref(current.key ?? ''))}?tab=sent`}>{text}</Link>
        )}
      />
      <MessageButton
        kind="space"
        space={current.key}
        other={{ key: spaceKey, name: guide.name }}
        about={{ kind: 'guide', key: spaceKey }}
        conversationHref={conversationHref}
      />
      {current.role === 'buyer' && current.space?.memberRole !== 'member' && (
        <OfferJobButton
          buyer={current.key}
          guide={guide}
          hrefOf={(key) => localize(paths.jobDetail.getHref(key))}
          onOffered={(href) => void navigate(href)}
        />
      )}
    </>
  );
  return (
    <GuidePage
      spaceKey={spaceKey}
      own={false}
      actions={actions}
      badge={<VerifiedBadge space={spaceKey} kind="guide" className="ms-2" />}
    />
  );
}
