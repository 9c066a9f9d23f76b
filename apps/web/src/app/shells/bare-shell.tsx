import { Outlet } from 'react-router';
import { AccessGate } from '../session-gate';
import { LanguageSwitch } from './language-switch';
import './shells.css';

/** Title and content only (docs/product.md §2); the language switch stays reachable so a first visit can change it. */
export function BareShell() {
  return (
    <div className="tt-bare-shell container py-4" data-testid="bare-shell">
      <div className="d-flex justify-content-end">
        <LanguageSwitch />
      </div>
      <main id="main-content" tabIndex={-1}>
        <AccessGate>
          <Outlet />
        </AccessGate>
      </main>
    </div>
  );
}
