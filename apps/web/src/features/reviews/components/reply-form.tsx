import { REVIEW_LIMITS } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReplyReview } from '../api/change-review';

/** The supplier's one public reply, opened from a button so a long list stays short. */
export function ReplyForm({ reviewKey }: { reviewKey: string }) {
  const { t } = useTranslation('reviews');
  const texts = useErrorText();
  const reply = useReplyReview();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open)
    return (
      <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)}>
        {t('reply.open')}
      </Button>
    );
  return (
    <Form
      className="mt-2"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ key: reviewKey, text: text.trim() });
      }}
    >
      <Form.Label htmlFor={id}>{t('reply.label')}</Form.Label>
      <Form.Control
        id={id}
        as="textarea"
        rows={3}
        autoFocus
        maxLength={REVIEW_LIMITS.reply}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="review-reply-text"
      />
      {reply.isError && (
        <p className="text-danger small mt-1" role="alert">
          {texts.describe(reply.error, t('reply.failed'))}
        </p>
      )}
      <Button type="submit" size="sm" className="mt-2" disabled={reply.isPending || !text.trim()}>
        {t('reply.submit')}
      </Button>
    </Form>
  );
}
