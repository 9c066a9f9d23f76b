import { ComingSoonPage } from './coming-soon';

// Scaffold: replaced by the screen of issue 6.
export function EventListPage() {
  return <ComingSoonPage page="tariffEventList" />;
}
