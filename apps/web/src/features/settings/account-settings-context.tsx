import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type AccountSettings = { show: boolean; open: () => void; close: () => void };

const AccountSettingsContext = createContext<AccountSettings | null>(null);

/**
 * Whether the account settings modal is open. The space switcher and the top bar both open it, and the modal
 * lives once in the full shell, so the state sits above all three.
 */
export function AccountSettingsProvider({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  const value = useMemo(() => ({ show, open: () => setShow(true), close: () => setShow(false) }), [show]);
  return <AccountSettingsContext.Provider value={value}>{children}</AccountSettingsContext.Provider>;
}

export function useAccountSettings(): AccountSettings {
  const value = useContext(AccountSettingsContext);
  if (!value) throw new Error('useAccountSettings must be used inside AccountSettingsProvider');
  return value;
}
