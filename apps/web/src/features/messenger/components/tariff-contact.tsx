import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStartConversation } from '../api/write-conversation';
import { InquiryForm, type QuotedStay } from './inquiry-form';

type Props = {
  tariff: { key: string; space: string; title: string; perUnit: boolean; multiDay: boolean };
  /** The caller's current space and its role; null while unknown or when the caller has none. */
  space: { key: string; role: string } | null;
  conversationHref: (key: string) => string;
  /** The quote panel's current request: an inquiry starts from it (docs/product-decisions.md §12). */
  quoted?: QuotedStay | null | undefined;
};

/**
 * Beside a tariff's sheet: "Contact supplier" opens (or reopens) the conversation about this tariff, and a buyer
 * can send a structured inquiry, which lands in that conversation as a card. Not shown on the supplier's own.
 */
export function TariffContact({ tariff, space, conversationHref, quoted }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [asking, setAsking] = useState(false);
  if (!space || space.key === tariff.space) return null;

  const contact = () =>
    start.mutate(
      {
        space: space.key,
        participants: [tariff.space],
        subject: tariff.title.slice(0, 200),
        about: { kind: 'tariff', key: tariff.key },
      },
      { onSuccess: ({ key }) => void navigate(conversationHref(key)) },
    );

  return (
    <section className="card mb-3" aria-labelledby="tt-contact-title" data-testid="tariff-contact">
      <div className="card-body">
        <h2 id="tt-contact-title" className="h6">
          {t('contact.title')}
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" onClick={contact} disabled={start.isPending} data-testid="contact-supplier">
            {t('contact.supplier')}
          </Button>
          {space.role === 'buyer' && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setAsking(true)}
              data-testid="inquiry-open"
            >
              {t('contact.inquiry')}
            </Button>
          )}
        </div>
        {start.isError && (
          <p className="small text-danger mt-2 mb-0" role="alert">
            {texts.describe(start.error)}
          </p>
        )}
      </div>
      <InquiryForm
        show={asking}
        tariff={tariff}
        space={space.key}
        quoted={quoted}
        onCancel={() => setAsking(false)}
        onSent={(conversation) => {
          setAsking(false);
          void navigate(conversationHref(conversation));
        }}
      />
    </section>
  );
}
