import type { MemberRole } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { personLabel } from '../../../lib/person';
import { type Member, useChangeMemberRole, useMembers, useRemoveMember } from '../api/members';
import { MemberRow } from './member-row';

/** The server's reason for a refusal (e.g. "The last owner cannot leave…"), else a general failure. */
function useRefusalText() {
  const { t } = useTranslation();
  const texts = useErrorText();
  return (error: unknown) => texts.describe(error, t('members.failed'));
}

export type MembersPanelProps = { spaceKey: string; mySub: string; myRole: MemberRole | null };

/** Corporate members (docs/product-decisions.md §5): the list, role changes, removal and leaving, each removal confirmed first. */
export function MembersPanel({ spaceKey, mySub, myRole }: MembersPanelProps) {
  const { t } = useTranslation();
  const members = useMembers(spaceKey);
  const changeRole = useChangeMemberRole(spaceKey);
  const remove = useRemoveMember(spaceKey);
  const refusal = useRefusalText();
  const [removing, setRemoving] = useState<Member | null>(null);
  const failure = changeRole.error ?? remove.error;

  if (members.isPending) {
    return <InlineSpinner />;
  }
  if (members.isError) return <Alert variant="danger">{t('members.loadFailed')}</Alert>;

  const leaving = removing?.sub === mySub;
  const removingName = removing
    ? personLabel(removing.person, removing.nickname || removing.email || removing.sub)
    : '';

  return (
    <>
      {failure && (
        <Alert
          variant="danger"
          dismissible
          onClose={() => {
            changeRole.reset();
            remove.reset();
          }}
          data-testid="members-error"
        >
          {refusal(failure)}
        </Alert>
      )}
      {members.data.length === 0 ? (
        <p className="text-body-secondary">{t('members.empty')}</p>
      ) : (
        <Table responsive hover className="align-middle" data-testid="members-table">
          <thead>
            <tr>
              <th scope="col">{t('members.columns.member')}</th>
              <th scope="col">{t('members.columns.role')}</th>
              <th scope="col">{t('members.columns.joined')}</th>
              <th scope="col">{t('members.columns.secondFactor')}</th>
              <th scope="col">{t('members.columns.lastSignIn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((member) => (
              <MemberRow
                key={member.sub}
                member={member}
                self={member.sub === mySub}
                myRole={myRole}
                busy={changeRole.isPending || remove.isPending}
                onRoleChange={(role) => {
                  remove.reset();
                  changeRole.mutate({ sub: member.sub, role });
                }}
                onRemove={() => {
                  changeRole.reset();
                  remove.reset();
                  setRemoving(member);
                }}
              />
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        show={removing !== null}
        title={leaving ? t('members.confirmLeaveTitle') : t('members.confirmRemoveTitle')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          // The dialog closes either way: a refusal (last owner) is shown above the list, where it stays.
          remove.mutate(removing.sub, { onSettled: () => setRemoving(null) });
        }}
        data-testid="member-remove-confirm"
      >
        {leaving ? t('members.confirmLeave') : t('members.confirmRemove', { name: removingName })}
      </ConfirmDialog>
    </>
  );
}
