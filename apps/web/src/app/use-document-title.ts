import { useEffect } from 'react';
import { config } from '../lib/config';
import { useTranslation } from '../lib/i18n/use-translation';
import { usePageKey } from './route-handle';

/** Keeps `<title>` as "<page> | <product> Administration System" (jp: 管理システム) across navigation and language changes. */
export function useDocumentTitle(): void {
  const page = usePageKey();
  const { t } = useTranslation();
  const product = config.productName;
  const title = page
    ? t('app.documentTitle', { page: t(`pages.${page}.title`), product })
    : t('app.documentTitleHome', { product });

  useEffect(() => {
    document.title = title;
  }, [title]);
}
