import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { PageSpinner } from '../components/ui/page-spinner';
import { i18n } from '../lib/i18n';
import { I18nProvider } from '../lib/i18n/use-translation';
import { createQueryClient } from '../lib/query-client';

/** `client`: one made beforehand, so main.tsx can start the session request before the first render. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </I18nProvider>
    </QueryClientProvider>
  );
}
