import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { MessageButton } from '../../features/messenger/components/message-button';
import { PartnersView } from '../../features/partners/components/partners-view';
import { PartnerUnpaid } from '../../features/statements/components/partner-unpaid';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useConversationHref } from './messenger-links';
import { NoPartnerSpace, usePartnerSpace } from './partner-space';

/** /partners: the Trading Partner menu entry (docs/product-decisions.md §6 deviation: the spec's entry has no link). */
export function PartnersPage() {
  const { t } = useTranslation();
  const { known, space, canManage } = usePartnerSpace();
  const localize = useLocalizedPath();
  const conversationHref = useConversationHref();

  return (
    <section data-testid="partners-page">
      <h1 className="h3 mb-3">{t('pages.partners.title')}</h1>
      {!known ? (
        <BlockSpinner />
      ) : space ? (
        // Keyed, so switching spaces starts on the first page of the first tab.
        <PartnersView
          key={space}
          space={space}
          canManage={canManage}
          directoryHref={localize(paths.partnerDirectory.getHref())}
          hrefOf={(key) => localize(paths.partnerDetail.getHref(key))}
          // Partners talk to each other; a request or an ended partnership opens no conversation.
          // and the card says what the partner's statements still have open (docs/statements.md §5).
          cardExtra={(partnership) =>
            partnership.state === 'active' ? (
              <>
                <PartnerUnpaid space={space} partner={partnership.partner.key} />
                <MessageButton
                  kind="partner"
                  space={space}
                  other={partnership.partner}
                  about={{ kind: 'partnership', key: partnership.key }}
                  conversationHref={conversationHref}
                />
              </>
            ) : null
          }
        />
      ) : (
        <NoPartnerSpace />
      )}
    </section>
  );
}
