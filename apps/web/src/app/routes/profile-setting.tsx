import { SectionCard } from '../../components/ui/section-card';
import { InviteForm } from '../../features/members/components/invite-form';
import { MembersPanel } from '../../features/members/components/members-panel';
import { MyInvitations } from '../../features/members/components/my-invitations';
import { SecondFactorRule } from '../../features/members/components/second-factor-rule';
import { SpaceInvitationsList } from '../../features/members/components/space-invitations-list';
import { AlertsSection, ContactSection } from '../../features/settings/alerts/alerts-section';
import { ApiKeysSection } from '../../features/settings/api-keys/api-keys-section';
import { AccountLanguage } from '../../features/settings/components/account-language';
import { PasskeysSection } from '../../features/settings/security/passkeys-section';
import { SecuritySection } from '../../features/settings/security/security-section';
import { SessionsSection } from '../../features/settings/security/sessions-section';
import { useSpaceTitle } from '../../features/spaces/components/space-label';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { userHolds } from '../../lib/access';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRoles } from '../../lib/roles';
import { useSession } from '../../lib/session';

/**
 * /profile/setting: two-step verification, the current corporate space's members (with its sign-in rule) and
 * invitations, the invitations waiting for the user, the space's contact person, how the user hears of events, and the account language.
 */
export function ProfileSettingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const current = useCurrentSpace();
  const spaceTitle = useSpaceTitle();
  const corporateKey = current.type === 'corporate' ? current.key : null;
  const myRole = current.space?.memberRole ?? null;
  const manager = myRole === 'owner' || myRole === 'admin';
  const needed = useRoles().data?.secondFactorNeeded ?? [];
  // A space that holds this sign-in back until a second factor is set up: only the setup is offered for it.
  const held = corporateKey !== null && needed.includes(corporateKey);

  return (
    <div>
      <h1 className="h3 mb-4">{t('pages.profileSetting.title')}</h1>
      {user && <SecuritySection required={needed} />}
      {user && <PasskeysSection />}
      {user && <SessionsSection />}
      {held ? null : corporateKey && user ? (
        <>
          <SectionCard
            title={t('members.title', { space: current.space?.name ?? corporateKey })}
            testId="members-section"
          >
            <SecondFactorRule key={`rule-${corporateKey}`} spaceKey={corporateKey} myRole={myRole} />
            <MembersPanel
              key={corporateKey}
              spaceKey={corporateKey}
              mySub={user.sub}
              myRole={myRole}
              platformAdmin={userHolds(user.access, ['admin'])}
            />
          </SectionCard>
          {manager && (
            <SectionCard title={t('invitations.title')} testId="invitations-section">
              <InviteForm key={corporateKey} spaceKey={corporateKey} myRole={myRole} />
              <h3 className="h6 mt-4 mb-2">{t('invitations.pending')}</h3>
              <SpaceInvitationsList spaceKey={corporateKey} />
            </SectionCard>
          )}
        </>
      ) : (
        <SectionCard title={t('members.titleNoSpace')} testId="members-section">
          <p className="text-body-secondary mb-0">{t('members.corporateOnly')}</p>
        </SectionCard>
      )}
      {current.key && manager && !held && (
        <ContactSection
          spaceKey={current.key}
          spaceName={spaceTitle(current.space, current.type) ?? current.key}
        />
      )}
      {current.key && manager && !held && (
        <ApiKeysSection
          spaceKey={current.key}
          spaceName={spaceTitle(current.space, current.type) ?? current.key}
        />
      )}
      <SectionCard title={t('invitations.yours')} testId="my-invitations-section">
        <MyInvitations emailVerified={user?.email_verified ?? true} />
      </SectionCard>
      {user && <AlertsSection />}
      <SectionCard title={t('settings.language.title')} testId="language-section">
        <AccountLanguage />
      </SectionCard>
    </div>
  );
}
