import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStartConversation } from '../api/write-conversation';

type Props = {
  /** Where the button sits: another space's page (a guide's) or a partner card; it names the button and its test id. */
  kind: 'space' | 'partner';
  /** The caller's space, which talks. */
  space: string;
  other: { key: string; name: string };
  /**
   * What the conversation is about: a guide's page talks about the guide, a partner card about the partnership,
   * so a second click finds the first.
   */
  about?: { kind: 'guide' | 'partnership'; key: string };
  conversationHref: (key: string) => string;
};

/**
 * "Message" to another space: opens the conversation between the two spaces, or the one they already have;
 * the server decides whether they may talk and says why not in the reader's words.
 */
export function MessageButton({ kind, space, other, about, conversationHref }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  // A partner card is compact: a small button, its refusal set off beside it.
  const onCard = kind === 'partner';
  return (
    <>
      <Button
        size={onCard ? 'sm' : undefined}
        variant="outline-primary"
        disabled={start.isPending}
        aria-label={t(onCard ? 'contact.partnerLabel' : 'contact.spaceLabel', { name: other.name })}
        data-testid={onCard ? 'message-partner' : 'message-space'}
        onClick={() =>
          start.mutate(
            { space, participants: [other.key], ...(about ? { about } : {}) },
            { onSuccess: ({ key }) => void navigate(conversationHref(key)) },
          )
        }
      >
        {t(onCard ? 'contact.partner' : 'contact.space')}
      </Button>
      {start.isError && (
        <span className={`small text-danger${onCard ? ' ms-2' : ''}`} role="alert">
          {texts.describe(start.error)}
        </span>
      )}
    </>
  );
}
