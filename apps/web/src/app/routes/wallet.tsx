import { listSpaces } from '@tourtariff/shared';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { WalletView } from '../../features/credentials/components/wallet-view';
import { useGuideProfile } from '../../features/guides/api/guide-profile';
import { type SpaceKind, useSpace } from '../../features/profile/api/get-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useRoles } from '../../lib/roles';
import { credentialPrefill, guidePrefill, type Prefill } from './credential-prefill';
import { WalletLink } from './wallet-links';

type WalletProps = { kind: SpaceKind; spaceKey: string; name: string };

function Wallet({ kind, spaceKey, name, prefill }: WalletProps & { prefill: Prefill }) {
  const { t } = useTranslation('credentials');
  return (
    <>
      <p className="text-body-secondary">{t('page.intro', { space: name })}</p>
      <WalletView space={spaceKey} kind={kind} prefill={prefill} />
    </>
  );
}

/** A guide's licence and languages are in the guide profile, the name in the space. */
function GuideWallet(props: WalletProps) {
  const guide = useGuideProfile(props.spaceKey);
  // The form starts from the profile; one that fails to load only means fewer fields filled in.
  if (guide.isPending) return <BlockSpinner />;
  return <Wallet {...props} prefill={guidePrefill(guide.data)} />;
}

function BusinessWallet(props: WalletProps) {
  const profile = useSpace(props.kind, props.spaceKey);
  if (profile.isPending) return <BlockSpinner />;
  return <Wallet {...props} prefill={credentialPrefill(profile.data)} />;
}

/**
 * /profile/{key}/wallet: the wallet of one of the user's own spaces. The route composes the
 * credentials feature with the profile it prefills applications from; another space's key gets a plain notice.
 */
export function WalletPage() {
  const { t } = useTranslation(['common', 'credentials']);
  const { key, '*': rest } = useParams();
  const roles = useRoles();
  const localize = useLocalizedPath();
  // `/wallet/…`: a notification's link, sent on to a wallet tab.
  if (rest !== undefined && !key) return <WalletLink rest={rest} />;
  if (roles.isPending) return <BlockSpinner />;
  if (roles.isError) return <Alert variant="danger">{t('profilePage.loadFailed')}</Alert>;
  const space = listSpaces(roles.data).find((entry) => entry.key === key);
  return (
    <section data-testid="wallet-page">
      <h1 className="h3 mb-3">{t('pages.wallet.title')}</h1>
      {!space || !key ? (
        <Alert variant="info" data-testid="wallet-not-member">
          {t('credentials:page.notMember')}
        </Alert>
      ) : (
        <>
          <p>
            <Link to={localize(paths.profileSpace.getHref(key))}>{space.name}</Link>
          </p>
          {space.type === 'guide' ? (
            <GuideWallet key={key} kind="guide" spaceKey={key} name={space.name} />
          ) : (
            <BusinessWallet
              key={key}
              kind={space.type === 'admin' ? 'corporate' : space.type}
              spaceKey={key}
              name={space.name}
            />
          )}
        </>
      )}
    </section>
  );
}
