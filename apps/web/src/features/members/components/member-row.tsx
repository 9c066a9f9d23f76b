import { type MemberRole, memberRoles } from '@tourtariff/shared';
import { Button, Form } from 'react-bootstrap';
import { PersonName } from '../../../components/ui/person-name';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateTime, useLocale } from '../../../lib/locale';
import { personLabel } from '../../../lib/person';
import type { Member } from '../api/members';

export type MemberRowProps = {
  member: Member;
  self: boolean;
  /** The signed-in user's own role in the space: what they may change. */
  myRole: MemberRole | null;
  busy: boolean;
  onRoleChange: (role: MemberRole) => void;
  onRemove: () => void;
  /** Set for a platform administrator: resets this member's second factors (after a confirmation). */
  onResetFactors?: (() => void) | undefined;
};

/**
 * One member: name, email, role (a select for owners and admins), joined date, whether they have a second factor
 * (with a reset for platform administrators) and when they last signed in (docs/identity.md "Second factor"),
 * and remove or leave.
 */
export function MemberRow({
  member,
  self,
  myRole,
  busy,
  onRoleChange,
  onRemove,
  onResetFactors,
}: MemberRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const manager = myRole === 'owner' || myRole === 'admin';
  // Only owners make or unmake owners (docs/product-decisions.md §5); the server refuses it anyway, the select just does not offer it.
  const canEditRole = manager && (myRole === 'owner' || member.role !== 'owner');
  const known = member.nickname || member.email || member.sub;
  const name = personLabel(member.person, known);

  return (
    <tr data-testid="member-row">
      <td>
        <div className="fw-semibold">
          <PersonName person={member.person} fallback={known} />
          {self && <span className="ms-2 badge text-bg-light border">{t('members.you')}</span>}
        </div>
        {member.email && member.email !== name && (
          <div className="small text-body-secondary">{member.email}</div>
        )}
      </td>
      <td>
        {canEditRole ? (
          <Form.Select
            size="sm"
            value={member.role}
            onChange={(event) => onRoleChange(event.target.value as MemberRole)}
            disabled={busy}
            aria-label={t('members.roleOf', { name })}
            data-testid="member-role"
          >
            {memberRoles.map((role) => (
              <option key={role} value={role} disabled={role === 'owner' && myRole !== 'owner'}>
                {t(`members.roles.${role}`)}
              </option>
            ))}
          </Form.Select>
        ) : (
          t(`members.roles.${member.role}`)
        )}
      </td>
      <td className="small text-nowrap">
        <time dateTime={member.joinedAt}>{formatDate(member.joinedAt, locale)}</time>
      </td>
      <td className="small text-nowrap" data-testid="member-second-factor">
        {member.secondFactor ? (
          <span className="badge text-bg-success">{t('members.factorOn')}</span>
        ) : (
          <span className="badge text-bg-light border">{t('members.factorOff')}</span>
        )}
        {/* Someone else's factors only: one's own are removed from the settings above, with a code. */}
        {onResetFactors && member.secondFactor && !self && (
          <Button
            size="sm"
            variant="link"
            className="ms-1 p-0 align-baseline text-danger"
            onClick={onResetFactors}
            disabled={busy}
            aria-label={t('members.resetFactorsNamed', { name })}
            data-testid="member-reset-factors"
          >
            {t('members.resetFactors')}
          </Button>
        )}
      </td>
      <td className="small text-nowrap" data-testid="member-last-sign-in">
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt, locale)}</time>
        ) : (
          t('members.neverSignedIn')
        )}
      </td>
      <td className="text-end">
        {self ? (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={onRemove}
            disabled={busy}
            data-testid="member-leave"
          >
            {t('members.leave')}
          </Button>
        ) : (
          manager && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={onRemove}
              disabled={busy}
              aria-label={t('members.removeNamed', { name })}
              data-testid="member-remove"
            >
              {t('members.remove')}
            </Button>
          )
        )}
      </td>
    </tr>
  );
}
