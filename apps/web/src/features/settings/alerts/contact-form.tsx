import { isJapanesePhone } from '@tourtariff/shared';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSaveSpaceContact, useSpaceContact } from './api';

type Draft = { name: string; department: string; phone: string; digestAt: string };
const EMPTY: Draft = { name: '', department: '', phone: '', digestAt: '08:00' };

/**
 * The space's 担当者 and its members' digest time, for its owners and admins (docs/product-decisions.md §14).
 * Partners see the name, department and phone instead of anybody's e-mail address.
 */
export function ContactForm({ spaceKey }: { spaceKey: string }) {
  const { t } = useTranslation('alerts');
  const texts = useErrorText();
  const id = useId();
  const loaded = useSpaceContact(spaceKey);
  const save = useSaveSpaceContact(spaceKey);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});

  useEffect(() => {
    if (!loaded.data) return;
    const { contact, digestAt } = loaded.data;
    setDraft({
      name: contact?.name ?? '',
      department: contact?.department ?? '',
      phone: contact?.phone ?? '',
      digestAt: digestAt ?? '08:00',
    });
  }, [loaded.data]);

  if (loaded.isPending) return <InlineSpinner />;

  const field = (name: keyof Draft) => ({
    value: draft[name],
    isInvalid: errors[name] !== undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      save.reset();
      setDraft({ ...draft, [name]: event.target.value });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.name.trim()) found.name = t('contact.nameRequired');
    if (draft.phone.trim() && !isJapanesePhone(draft.phone.trim())) found.phone = t('contact.phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      name: draft.name.trim(),
      department: draft.department.trim(),
      phone: draft.phone.trim(),
      digestAt: draft.digestAt,
    });
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="contact-form">
      <p className="text-body-secondary">{t('contact.intro')}</p>
      {save.isError && (
        <Alert variant="danger" data-testid="contact-error">
          {texts.describe(save.error, t('failed'))}
        </Alert>
      )}
      <Row className="g-3">
        <Form.Group as={Col} md={4} controlId={`${id}-name`}>
          <Form.Label>{t('contact.name')}</Form.Label>
          <Form.Control {...field('name')} maxLength={100} />
          <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-department`}>
          <Form.Label>{t('contact.department')}</Form.Label>
          <Form.Control {...field('department')} maxLength={100} />
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-phone`}>
          <Form.Label>{t('contact.phone')}</Form.Label>
          <Form.Control {...field('phone')} type="tel" placeholder="075-123-4567" maxLength={30} />
          <Form.Control.Feedback type="invalid">{errors.phone}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-digestAt`}>
          <Form.Label>{t('contact.digestAt')}</Form.Label>
          <Form.Control {...field('digestAt')} type="time" required />
          <Form.Text>{t('contact.digestHelp')}</Form.Text>
        </Form.Group>
      </Row>
      <div className="mt-3 d-flex align-items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('contact.save')}
        </Button>
        {save.isSuccess && (
          <span className="small text-success" role="status" data-testid="contact-saved">
            {t('saved')}
          </span>
        )}
      </div>
    </Form>
  );
}
