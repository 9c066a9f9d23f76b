import { useTranslation } from '../../lib/i18n/use-translation';
import type { PageKey } from '../route-handle';

/** Placeholder for screens built in later issues: says so plainly instead of faking content. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="h3 mb-3">{t(`pages.${page}.title`)}</h1>
      <p className="text-body-secondary">{t('pages.comingSoon')}</p>
    </section>
  );
}
