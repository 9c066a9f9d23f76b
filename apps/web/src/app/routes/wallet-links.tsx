import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { useCoreClient } from '../../features/credentials/api/space-client';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { isCoreSuccess } from '../../lib/api/core-client';
import { useLocalizedPath } from '../../lib/locale';

/**
 * The addresses the core's credential notifications link to (`/wallet`, `/wallet/requests/{id}`), sent on to the
 * wallet of the space the user works in, on the tab that answers the notification (`/admin/verification` is a
 * redirect in the router).
 */
export function WalletLink({ rest }: { rest: string }) {
  const request = /^requests\/([^/]+)$/.exec(rest)?.[1];
  return request ? <WalletRequestLink id={request} /> : <WalletHome />;
}

function WalletHome() {
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  if (!current.known) return <BlockSpinner />;
  if (!current.key) return <Navigate to={localize(paths.profile.getHref())} replace />;
  return <Navigate to={localize(paths.profileWallet.getHref(current.key))} replace />;
}

/** A request's notification: the verifier reads it among the requests sent, the holder among those received. */
function WalletRequestLink({ id }: { id: string }) {
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  const core = useCoreClient(current.key);
  const sent = useQuery({
    queryKey: ['credentials', 'link', current.key ?? '', id ?? ''],
    // `query/get` answers both sides; the request names which one the current space is.
    queryFn: async () => {
      const result = await core.call<{ verifier: { space: string } }>('query/get', { id });
      return isCoreSuccess(result) && result.data.verifier.space === current.key;
    },
    enabled: Boolean(current.key && id),
  });
  if (!current.known || (current.key && sent.isPending)) return <BlockSpinner />;
  if (!current.key) return <Navigate to={localize(paths.profile.getHref())} replace />;
  const tab = sent.data ? 'sent' : 'requests';
  return <Navigate to={`${localize(paths.profileWallet.getHref(current.key))}?tab=${tab}`} replace />;
}
