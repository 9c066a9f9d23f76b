import { invitationCreate, type MemberRole, memberRoles } from '@tourtariff/shared';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInvite } from '../api/space-invitations';

/** Owners and admins invite by email and role (docs/product-decisions.md §5); only an owner may invite another owner. */
export function InviteForm({ spaceKey, myRole }: { spaceKey: string; myRole: MemberRole | null }) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvite(spaceKey);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const texts = useErrorText();
  // A refusal naming the email goes beside it; any other (409 already invited, 403) goes in the alert.
  const refusal = invite.error
    ? texts.place(invite.error, (path) => (path === 'email' ? 'email' : null))
    : null;
  const serverEmailError = refusal?.fields.email;
  const shownEmailError = emailError ?? serverEmailError;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(undefined);
    const parsed = invitationCreate.safeParse({ email, role });
    if (!parsed.success) return setEmailError(t('invitations.invalidEmail'));
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data.email);
        setEmail('');
      },
    });
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={invite.isPending} data-testid="invite-form">
      {invite.isError && !serverEmailError && (
        <Alert variant="danger" data-testid="invite-error">
          {texts.describe(invite.error, t('invitations.failed'))}
        </Alert>
      )}
      {sent && (
        <Alert variant="success" dismissible onClose={() => setSent(undefined)}>
          {t('invitations.sent', { email: sent })}
        </Alert>
      )}
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} md={6} controlId={`${id}-email`}>
          <Form.Label>{t('invitations.email')}</Form.Label>
          <Form.Control
            type="email"
            value={email}
            autoComplete="off"
            maxLength={254}
            required
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
              invite.reset();
            }}
            isInvalid={Boolean(shownEmailError)}
            aria-invalid={Boolean(shownEmailError)}
            {...(shownEmailError ? { 'aria-describedby': `${id}-email-error` } : {})}
            disabled={invite.isPending}
          />
          <Form.Control.Feedback type="invalid" id={`${id}-email-error`}>
            {shownEmailError}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={3} controlId={`${id}-role`}>
          <Form.Label>{t('invitations.role')}</Form.Label>
          <Form.Select
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            disabled={invite.isPending}
          >
            {memberRoles.map((option) => (
              <option key={option} value={option} disabled={option === 'owner' && myRole !== 'owner'}>
                {t(`members.roles.${option}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Col md={3}>
          <Button type="submit" disabled={invite.isPending} className="w-100">
            {invite.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('invitations.invite')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
