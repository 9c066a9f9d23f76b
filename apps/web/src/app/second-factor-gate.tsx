import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useLocalizedPath } from '../lib/locale';
import { useRoles } from '../lib/roles';

/**
 * Takes a person whose company requires a second factor, and who signed in without one, to its setup in
 * account settings before any other screen (docs/identity.md "Second factor"). The server refuses that
 * company's data to such a sign-in anyway (`mfa.required`); this spares them the refusals.
 */
export function SecondFactorGate() {
  const needed = useRoles().data?.secondFactorNeeded?.length ?? 0;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const target = paths.profileSetting.path;
  useEffect(() => {
    if (needed > 0 && !pathname.endsWith(target)) void navigate(localized(target), { replace: true });
  }, [needed, pathname, target, navigate, localized]);
  return null;
}
