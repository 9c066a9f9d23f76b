import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useStartConversation } from '../api/write-conversation';

type Props = {
  space: string;
  partner: { key: string; name: string };
  partnership: string;
  conversationHref: (key: string) => string;
};

/** "Message" on a partner card: opens the conversation with that partner about the partnership. */
export function MessagePartnerButton({ space, partner, partnership, conversationHref }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={start.isPending}
        aria-label={t('contact.partnerLabel', { name: partner.name })}
        data-testid="message-partner"
        onClick={() =>
          start.mutate(
            { space, participants: [partner.key], about: { kind: 'partnership', key: partnership } },
            { onSuccess: ({ key }) => void navigate(conversationHref(key)) },
          )
        }
      >
        {t('contact.partner')}
      </Button>
      {start.isError && (
        <span className="small text-danger ms-2" role="alert">
          {texts.describe(start.error)}
        </span>
      )}
    </>
  );
}
