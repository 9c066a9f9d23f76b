import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { userHolds } from '../lib/access';
import { useTranslation } from '../lib/i18n/use-translation';
import {
  addressOf,
  forgetReturnAddress,
  isRootPath,
  readReturnAddress,
  takeReturnAddress,
} from '../lib/return-address';
import { sessionKeys, signIn, useSession } from '../lib/session';
import { useRouteHandle } from './route-handle';
import { PermissionDeniedPage } from './routes/permission-denied';

/**
 * docs/product.md §4: a stored return address is followed once the user is back at the root after signing in. Sign-in
 * normally returns straight to the page itself; then the stored copy has served and is dropped, or a later
 * visit home would jump away.
 */
function useReturnAfterSignIn(signedIn: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!signedIn) return;
    if (isRootPath(location.pathname)) {
      const target = takeReturnAddress();
      if (target) void navigate(target, { replace: true });
    } else if (readReturnAddress() === addressOf(location)) {
      forgetReturnAddress();
    }
  }, [signedIn, location, navigate]);
}

/** Without this a server failure would bounce between the app and sign-in forever. */
function SessionError() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="container py-5 text-center" role="alert" data-testid="session-error">
      <p>{t('session.loadFailed')}</p>
      <Button onClick={() => void queryClient.refetchQueries({ queryKey: sessionKeys.current })}>
        {t('session.retry')}
      </Button>
    </div>
  );
}

/**
 * docs/product.md §4 session states, around the whole route tree: public pages show at once; otherwise the spinner shows
 * while the session loads and while sign-in starts (unauthenticated, or authenticated but no longer valid).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const isPublic = useRouteHandle()?.public === true;
  const session = useSession();
  const signedIn = session.status === 'authenticated' && session.valid;
  const mustSignIn = !isPublic && !session.error && session.status !== 'loading' && !signedIn;
  // Effects can run more than once for one state (StrictMode, a new location object); sign-in starts once.
  const signInStarted = useRef(false);

  useEffect(() => {
    if (!mustSignIn) {
      signInStarted.current = false;
      return;
    }
    if (signInStarted.current) return;
    signInStarted.current = true;
    signIn(location);
  }, [mustSignIn, location]);

  useReturnAfterSignIn(signedIn && !isPublic);

  if (isPublic) return children;
  if (session.error) return <SessionError />;
  if (signedIn && session.ready) return children;
  return <PageSpinner />;
}

/** docs/product.md §6: a page may declare access rules; a user holding none of them sees the permission-denied page. */
export function AccessGate({ children }: { children: ReactNode }) {
  const rules = useRouteHandle()?.access;
  const { user } = useSession();
  if (rules?.length && !userHolds(user?.access, rules)) return <PermissionDeniedPage />;
  return children;
}
