import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Badge, Button, ListGroup } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { SectionCard } from '../../../components/ui/section-card';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';

/** Query keys of the account's sessions (STYLE habit 6). */
const sessionKeys = { all: ['account-sessions'] as const };

function useSessions() {
  const client = useAppClient();
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ sessions: AccountSession[] }>('GET', '/account/sessions'),
        'GET sessions',
      ).sessions,
  });
}

type SignIn = {
  ok: boolean;
  method: 'password' | 'code' | 'passkey';
  ip: string;
  userAgent: string | null;
  at: string;
};

/** The last 20 sign-ins and refused attempts; null with an external provider (the route is not there, 404). */
function useSignIns() {
  const client = useAppClient();
  return useQuery({
    queryKey: [...sessionKeys.all, 'sign-ins'],
    queryFn: async () => {
      const outcome = await client.requestDetailed<{ signIns: SignIn[] }>('GET', '/account/sign-ins');
      if (!outcome.ok && outcome.status === 404) return null;
      return dataOf(outcome, 'GET sign-ins').signIns;
    },
  });
}

function SignInHistory() {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const signIns = useSignIns();
  if (!signIns.data?.length) return null;
  return (
    <>
      <h3 className="h6 mt-4">{t('sessions.history')}</h3>
      <ListGroup variant="flush" data-testid="sign-in-history">
        {signIns.data.map((entry) => (
          <ListGroup.Item key={`${entry.at}-${entry.ip}`} data-testid="sign-in-entry">
            <Badge bg={entry.ok ? 'success' : 'danger'} className="me-2">
              {entry.ok ? t('sessions.signedIn') : t('sessions.refused')}
            </Badge>
            {t(`sessions.method.${entry.method}`)} · {formatDateTime(entry.at, locale)} · {entry.ip}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}

/**
 * The account's sessions (docs/identity.md "Sessions"): each with its device, address, start and last activity,
 * signed out one by one or all at once; ending this one, or all, leaves for the start page.
 */
export function SessionsSection() {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const client = useAppClient();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  // Each sign-out is confirmed first: the session named, or every session (this one too).
  const [ending, setEnding] = useState<AccountSession | 'all' | null>(null);
  const device = (session: AccountSession) =>
    t('sessions.device', {
      browser: session.browser ?? t('sessions.unknown'),
      os: session.os ?? t('sessions.unknown'),
    });
  const endOne = useMutation({
    mutationFn: async (session: AccountSession) => {
      const outcome = await client.requestDetailed<null>(
        'DELETE',
        `/account/sessions/${encodeURIComponent(session.id)}`,
      );
      if (!outcome.ok && outcome.status !== 204) dataOf(outcome, 'DELETE session');
      return session.current;
    },
    onSuccess: (wasCurrent) => {
      if (wasCurrent) window.location.assign('/');
      else void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
  const endAll = useMutation({
    mutationFn: async () =>
      dataOf(
        await client.requestDetailed<{ ended: number }>('POST', '/account/sessions/end-all'),
        'POST end-all',
      ),
    onSuccess: () => window.location.assign('/'),
  });

  return (
    <SectionCard title={t('sessions.title')} testId="sessions-section">
      {sessions.isPending ? (
        <InlineSpinner />
      ) : sessions.isError ? (
        <Alert variant="danger">{t('sessions.loadFailed')}</Alert>
      ) : (
        <ListGroup className="mb-3">
          {sessions.data.map((session) => (
            <ListGroup.Item
              key={session.id}
              className="d-flex justify-content-between align-items-center"
              data-testid="session-row"
            >
              <div>
                <div className="fw-semibold">
                  {device(session)} {session.current && <Badge bg="success">{t('sessions.current')}</Badge>}
                </div>
                <small className="text-body-secondary">
                  {t('sessions.details', {
                    ip: session.ip ?? t('sessions.unknown'),
                    started: formatDateTime(session.startedAt, locale),
                    seen: formatDateTime(session.lastSeenAt, locale),
                  })}
                </small>
              </div>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={endOne.isPending}
                onClick={() => setEnding(session)}
                data-testid="session-sign-out"
              >
                {t('sessions.signOut')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {(endOne.isError || endAll.isError) && (
        <Alert variant="danger" data-testid="sessions-error">
          {t('sessions.failed')}
        </Alert>
      )}
      <ConfirmDialog
        show={ending !== null}
        title={t(ending === 'all' ? 'sessions.confirmEverywhereTitle' : 'sessions.confirmSignOutTitle')}
        busy={endOne.isPending || endAll.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          const done = { onSettled: () => setEnding(null) };
          if (ending === 'all') endAll.mutate(undefined, done);
          else if (ending) endOne.mutate(ending, done);
        }}
        data-testid="sessions-confirm"
      >
        {ending === 'all'
          ? t('sessions.confirmEverywhere')
          : ending && t('sessions.confirmSignOut', { device: device(ending) })}
      </ConfirmDialog>
      <Button
        variant="outline-danger"
        disabled={endAll.isPending}
        onClick={() => setEnding('all')}
        data-testid="sessions-end-all"
      >
        {t('sessions.signOutEverywhere')}
      </Button>
      <SignInHistory />
    </SectionCard>
  );
}
