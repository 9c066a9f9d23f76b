import { ComingSoonPage } from './coming-soon';

// Scaffold: replaced by the screen of issue 6.
export function TariffEditorPage() {
  return <ComingSoonPage page="tariffNew" />;
}
