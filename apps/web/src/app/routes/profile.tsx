import { listSpaces } from '@tourtariff/shared';
import { lazy, Suspense } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { AdminSpace } from '../../features/profile/components/admin-space';
import { NoSpace } from '../../features/profile/components/no-space';
import { SpaceProfile } from '../../features/profile/components/space-profile';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { RoundingSetting } from '../../features/statements/components/rounding-setting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useRoles } from '../../lib/roles';
import { GuideOthersPage, GuideOwnPage } from './guide-profile';

// The wallet is its own chunk, loaded from this one so the first route's download never names it.
const WalletPage = lazy(() => import('./wallet').then((m) => ({ default: m.WalletPage })));

/** `/profile/…` and, with `view="wallet"`, a space's wallet (`/profile/{key}/wallet`) and the core's links to it. */
export function ProfilePage({ view }: { view?: 'wallet' }) {
  if (view !== 'wallet') return <SpaceProfilePage />;
  return (
    <Suspense fallback={<BlockSpinner />}>
      <WalletPage />
    </Suspense>
  );
}

/**
 * /profile shows the current space (else the first one); /profile/{key} the named one. Which kind of space a key
 * is comes from the user's own spaces; a key that is not among them shows that guide's public profile,
 * or a plain "not yours" when it is no guide's.
 */
function SpaceProfilePage() {
  const { t } = useTranslation();
  const { key } = useParams();
  const roles = useRoles();
  const current = useCurrentSpace();
  const localize = useLocalizedPath();

  if (roles.isPending) {
    return <BlockSpinner />;
  }
  if (roles.isError) return <Alert variant="danger">{t('profilePage.loadFailed')}</Alert>;

  const spaces = listSpaces(roles.data);
  const space = key ? spaces.find((entry) => entry.key === key) : (current.space ?? spaces[0]);
  if (!space) {
    // Another space's key: a guide's public profile, or "not yours" when it has none.
    return key ? (
      <GuideOthersPage
        spaceKey={key}
        missing={<NoSpace reason="notYours" href={localize(paths.profile.getHref())} />}
      />
    ) : (
      <NoSpace reason="none" href={localize(paths.register.getHref())} />
    );
  }
  if (space.type === 'admin') return <AdminSpace tariffAdminHref={localize(paths.tariffAdmin.getHref())} />;
  // Keyed, so moving to another space starts with its own form state instead of the last one's.
  const profile = <SpaceProfile key={`${space.type}:${space.key}`} kind={space.type} spaceKey={space.key} />;
  // Every space of one's own has a wallet; the link sits under its profile.
  const wallet = (
    <p className="mt-3">
      <Link to={localize(paths.profileWallet.getHref(space.key))} data-testid="wallet-link">
        {t('pages.wallet.title')}
      </Link>
    </p>
  );
  return (
    <>
      {profile}
      {/* A supplier's statement settings sit with its space's own (docs/statements.md §2). */}
      {space.role === 'supplier' && (
        <RoundingSetting key={space.key} space={space.key} manage={space.memberRole !== 'member'} />
      )}
      {wallet}
      {space.type === 'guide' && <GuideOwnPage key={space.key} spaceKey={space.key} />}
    </>
  );
}
