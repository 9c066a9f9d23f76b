import { useTranslation } from 'react-i18next';
import { config } from '../../lib/config';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="h3 mb-3">{t('pages.home.welcome', { product: config.productName })}</h1>
      <p>{t('pages.home.intro')}</p>
    </section>
  );
}
