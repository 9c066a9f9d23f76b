import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStartConversation } from '../api/write-conversation';

type Props = {
  /** The caller's space, which talks. */
  space: string;
  other: { key: string; name: string };
  /** What the conversation is about; a guide's page talks about the guide, so a second click finds the first. */
  about?: { kind: 'guide'; key: string };
  conversationHref: (key: string) => string;
};

/**
 * "Message" on another space's page (a guide's): opens the conversation between the two spaces, or
 * the one they already have; the server decides whether they may talk and says why not in the reader's words.
 */
export function MessageSpaceButton({ space, other, about, conversationHref }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <>
      <Button
        variant="outline-primary"
        disabled={start.isPending}
        aria-label={t('contact.spaceLabel', { name: other.name })}
        data-testid="message-space"
        onClick={() =>
          start.mutate(
            { space, participants: [other.key], ...(about ? { about } : {}) },
            { onSuccess: ({ key }) => void navigate(conversationHref(key)) },
          )
        }
      >
        {t('contact.space')}
      </Button>
      {start.isError && (
        <span className="small text-danger" role="alert">
          {texts.describe(start.error)}
        </span>
      )}
    </>
  );
}
