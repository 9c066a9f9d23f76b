import type { Conversation } from '@tourtariff/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { BusinessCard } from '../../../components/business/business-card';
import { ContactPerson } from '../../../components/business/contact-person';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useArchive } from '../api/write-conversation';
import type { MessengerLinks } from '../lib/links';

type Props = { conversation: Conversation; space: string; links: MessengerLinks };

/** Who the conversation is with, its subject, what it is about (a card), and archiving it for this space. */
export function ThreadHeader({ conversation, space, links }: Props) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const texts = useErrorText();
  const archive = useArchive(conversation.key, space);
  const [asking, setAsking] = useState(false);
  const others = conversation.participants.filter((participant) => participant.key !== conversation.space);
  const about = conversation.about;

  return (
    <div className="border-bottom pb-2 mb-2" data-testid="thread-header">
      <div className="d-flex align-items-center gap-2">
        <Avatar src={conversation.other.logo} alt="" size={40} />
        <div className="flex-grow-1 min-w-0">
          <h2 className="h5 mb-0 text-truncate" data-testid="thread-title">
            {others.map((other) => other.name).join('、') || conversation.other.name}
          </h2>
          {conversation.subject && (
            <p className="small text-body-secondary mb-0 text-truncate">{conversation.subject}</p>
          )}
          {others.map((other) => (
            <ContactPerson key={other.key} contact={other.contact} space={other.name} />
          ))}
        </div>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => (conversation.archived ? archive.mutate(false) : setAsking(true))}
          disabled={archive.isPending}
          data-testid="archive-toggle"
        >
          {conversation.archived ? t('archive.restore') : t('archive.action')}
        </Button>
      </div>
      {about && (
        <div className="card card-body py-2 px-3 mt-2 small" data-testid="thread-about">
          <span className="text-body-secondary">{t(`about.${about.kind}`)}</span>
          {about.kind === 'tariff' ? (
            <Link to={links.tariff(about.key)}>{localized(about.title, locale).text}</Link>
          ) : (
            <span>{localized(about.title, locale).text}</span>
          )}
        </div>
      )}
      {/* Who the other companies are: their public cards; a guide has no business profile. */}
      {others.map((other) =>
        other.role === 'guide' ? null : (
          <div className="mt-2" key={other.key}>
            <BusinessCard spaceKey={other.key} spaceRole={other.role} variant="compact" />
          </div>
        ),
      )}
      {archive.isError && (
        <p className="small text-danger mb-0 mt-1" role="alert">
          {texts.describe(archive.error)}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        size="sm"
        title={t('archive.title')}
        busy={archive.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => archive.mutate(true, { onSettled: () => setAsking(false) })}
        data-testid="archive-confirm"
      >
        {t('archive.body', { name: conversation.other.name })}
      </ConfirmDialog>
    </div>
  );
}
