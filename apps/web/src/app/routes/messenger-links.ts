import { useCallback, useMemo } from 'react';
import { paths } from '../../config/paths';
import type { MessengerLinks } from '../../features/messenger/lib/links';
import { useLocalizedPath } from '../../lib/locale';

/** The messenger's outside links, built from config/paths with the page's locale prefix. */
export function useMessengerLinks(view?: string): MessengerLinks {
  const localize = useLocalizedPath();
  const suffix = view ? `?${new URLSearchParams({ view })}` : '';
  return useMemo(
    () => ({
      conversation: (key: string) => `${localize(paths.messageThread.getHref(key))}${suffix}`,
      tariff: (key: string) => localize(paths.tariffDetail.getHref(key)),
      confirmation: (key: string) => localize(paths.inquiryConfirmation.getHref(key)),
    }),
    [localize, suffix],
  );
}

/** The conversation's address, for the components that open one (contact supplier, message a partner). */
export function useConversationHref(): (key: string) => string {
  const links = useMessengerLinks();
  return useCallback((key: string) => links.conversation(key), [links]);
}
