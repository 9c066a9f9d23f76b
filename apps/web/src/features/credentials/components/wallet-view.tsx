import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ClaimValue } from '../api/types';
import { useReceivedRequests, useWallet } from '../api/wallet';
import { ApplicationList } from './application-list';
import { ApplyForm, type HolderKind } from './apply-form';
import { CredentialCard } from './credential-card';
import { LoadState } from './load-state';
import { ReceivedRequest } from './received-request';
import { SentRequests } from './sent-requests';

export const walletTabs = ['credentials', 'requests', 'apply', 'sent'] as const;
export type WalletTab = (typeof walletTabs)[number];

type Props = { space: string; kind: HolderKind; prefill: Partial<Record<string, ClaimValue>> };

/**
 * A space's wallet: its credentials, the presentation requests it received, applying for a
 * credential, and the requests it sent as a verifier with their results. The tab is in the address (`?tab=`), so a
 * notification can link straight to the requests.
 */
export function WalletView({ space, kind, prefill }: Props) {
  const { t } = useTranslation('credentials');
  const [params, setParams] = useSearchParams();
  const active: WalletTab = walletTabs.find((tab) => tab === params.get('tab')) ?? 'credentials';
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const wallet = useWallet(space);
  const received = useReceivedRequests(space);
  const pending = received.data?.filter((request) => request.state === 'pending').length ?? 0;
  const say = (text: string) => setNotice({ text, at: Date.now() });

  return (
    <div data-testid="wallet-view">
      {notice && (
        <OutcomeAlert
          variant="success"
          focusKey={notice.at}
          dismissible
          onClose={() => setNotice(null)}
          data-testid="wallet-notice"
        >
          {notice.text}
        </OutcomeAlert>
      )}
      <Tabs
        id="wallet-tabs"
        activeKey={active}
        onSelect={(key) => setParams(key && key !== 'credentials' ? { tab: key } : {}, { replace: true })}
        className="mb-3"
        mountOnEnter
      >
        <Tab eventKey="credentials" title={t('tabs.credentials')}>
          <LoadState query={wallet} empty={t('wallet.empty')} testId="credential-list">
            {(items) =>
              items.map((credential) => (
                <CredentialCard key={credential.id} space={space} credential={credential} />
              ))
            }
          </LoadState>
        </Tab>
        <Tab
          eventKey="requests"
          title={pending ? t('tabs.requestsPending', { n: pending }) : t('tabs.requests')}
        >
          <LoadState query={received} empty={t('received.empty')} testId="received-requests">
            {(items) =>
              items.map((request) => (
                <ReceivedRequest
                  key={request.id}
                  space={space}
                  request={request}
                  credentials={wallet.data ?? []}
                  onAnswered={say}
                />
              ))
            }
          </LoadState>
        </Tab>
        <Tab eventKey="apply" title={t('tabs.apply')}>
          <h2 className="h5">{t('apply.title')}</h2>
          <ApplyForm space={space} kind={kind} prefill={prefill} onApplied={() => say(t('apply.done'))} />
          <h2 className="h5 mt-4">{t('applications.title')}</h2>
          <ApplicationList space={space} />
        </Tab>
        <Tab eventKey="sent" title={t('tabs.sent')}>
          <SentRequests space={space} />
        </Tab>
      </Tabs>
    </div>
  );
}
