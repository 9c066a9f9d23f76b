import type { MemberRole } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Table } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { personLabel } from '../../../lib/person';
import {
  type Member,
  useChangeMemberRole,
  useMembers,
  useRemoveMember,
  useResetFactors,
} from '../api/members';
import { MemberRow } from './member-row';

/** The server's reason for a refusal (e.g. "The last owner cannot leave…"), else a general failure. */
function useRefusalText() {
  const { t } = useTranslation();
  const texts = useErrorText();
  return (error: unknown) => texts.describe(error, t('members.failed'));
}

export type MembersPanelProps = {
  spaceKey: string;
  mySub: string;
  myRole: MemberRole | null;
  /** The viewer holds `tourtariff:admin`: they may reset a member's second factors. */
  platformAdmin?: boolean;
};

const nameOf = (member: Member) => personLabel(member.person, member.nickname || member.email || member.sub);

/** Corporate members (docs/product-decisions.md §5): the list, role changes, removal and leaving, each removal confirmed first. */
export function MembersPanel({ spaceKey, mySub, myRole, platformAdmin = false }: MembersPanelProps) {
  const { t } = useTranslation();
  const members = useMembers(spaceKey);
  const changeRole = useChangeMemberRole(spaceKey);
  const remove = useRemoveMember(spaceKey);
  const resetFactors = useResetFactors(spaceKey);
  const refusal = useRefusalText();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [wasReset, setWasReset] = useState<string | null>(null);
  const failure = changeRole.error ?? remove.error ?? resetFactors.error;
  const clear = () => {
    changeRole.reset();
    remove.reset();
    resetFactors.reset();
    setWasReset(null);
  };

  if (members.isPending) {
    return <InlineSpinner />;
  }
  if (members.isError) return <Alert variant="danger">{t('members.loadFailed')}</Alert>;

  const leaving = removing?.sub === mySub;
  const removingName = removing ? nameOf(removing) : '';

  return (
    <>
      {failure && (
        <Alert variant="danger" dismissible onClose={clear} data-testid="members-error">
          {refusal(failure)}
        </Alert>
      )}
      {wasReset && (
        <Alert
          variant="success"
          dismissible
          onClose={() => setWasReset(null)}
          data-testid="members-reset-done"
        >
          {t('members.resetDone', { name: wasReset })}
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
                busy={changeRole.isPending || remove.isPending || resetFactors.isPending}
                onRoleChange={(role) => {
                  clear();
                  changeRole.mutate({ sub: member.sub, role });
                }}
                onRemove={() => {
                  clear();
                  setRemoving(member);
                }}
                onResetFactors={
                  platformAdmin
                    ? () => {
                        clear();
                        setResetting(member);
                      }
                    : undefined
                }
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
      <ConfirmDialog
        show={resetting !== null}
        title={t('members.confirmResetTitle')}
        busy={resetFactors.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (!resetting) return;
          const name = nameOf(resetting);
          resetFactors.mutate(resetting.sub, {
            onSuccess: () => setWasReset(name),
            onSettled: () => setResetting(null),
          });
        }}
        data-testid="member-reset-factors-confirm"
      >
        {resetting ? t('members.confirmReset', { name: nameOf(resetting) }) : null}
      </ConfirmDialog>
    </>
  );
}
