import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rounding, Statement, StatementMove, StatementSettings } from '@tourtariff/shared';
import { ApiRequestError, dataOf, readApiError } from '../../../lib/api/api-error';
import { appApiBase } from '../../../lib/api/app-client';
import { send } from '../../../lib/api/request';
import { useAppClient } from '../../../lib/api/use-clients';
import { useSession } from '../../../lib/session';

const statementPath = '/v1/Statement';
const one = (key: string) => `${statementPath}/${encodeURIComponent(key)}`;

export const statementKeys = {
  all: ['statements'] as const,
  list: (space: string) => ['statements', 'list', space] as const,
  one: (key: string) => ['statements', 'one', key] as const,
};

/** A statement as a list item: no lines, payments or credit notes. */
export type StatementItem = Omit<Statement, 'lines'>;

/** The space's statements on either side, newest month first (POST /api/v1/Statement/query). */
export function useStatements(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: statementKeys.list(space),
    queryFn: async () => {
      // The server scopes the query to the caller's spaces; the page shows the current one's.
      const body = { sort: [{ field: 'month', order: 'desc' }], limit: 100 };
      const answer = await client.requestDetailed<{ items: StatementItem[] }>(
        'POST',
        `${statementPath}/query`,
        body,
      );
      return dataOf(answer, 'query statements').items.filter(
        (item) => item.supplier.key === space || item.buyer.key === space,
      );
    },
  });
}

export function useStatement(key: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: statementKeys.one(key),
    queryFn: async () => dataOf(await client.requestDetailed<Statement>('GET', one(key)), 'read statement'),
  });
}

/** Issue, pay, void (by a credit note) or rebuild; the answer is the statement as it now stands. */
export function useStatementMove() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, move, body = {} }: { key: string; move: StatementMove; body?: object }) =>
      dataOf(
        await client.requestDetailed<Statement>('POST', `${one(key)}/${move}`, body),
        `POST statement ${move}`,
      ),
    onSuccess: (statement) => {
      queryClient.setQueryData(statementKeys.one(statement.key), statement);
      return queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}

export type StatementFile = { blob: Blob; filename: string };

/**
 * The statement's PDF or CSV: answers that are not JSON, so they go through `send` (session checks, the client
 * header, 401 → sign-in) and are read as bytes.
 */
export function useStatementFile() {
  const { status, valid } = useSession();
  return useMutation({
    mutationFn: async ({ key, kind }: { key: string; kind: 'pdf' | 'csv' }): Promise<StatementFile> => {
      const sent = await send({ session: { status, valid } }, 'GET', `${appApiBase}${one(key)}/${kind}`);
      if (sent.kind === 'local') throw new ApiRequestError(`GET statement ${kind}`, null, null);
      const { response } = sent;
      if (response.status !== 200)
        throw new ApiRequestError(`GET statement ${kind}`, response.status, await readApiError(response));
      const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      return { blob: await response.blob(), filename: match?.[1] ?? `statement.${kind}` };
    },
  });
}

/** Hands a downloaded file to the browser as a download. */
export function download({ blob, filename }: StatementFile) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: Chromium reads the URL after the click returns, and a revoked one downloads nothing.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const settingsKey = (space: string) => ['statements', 'settings', space] as const;

/** A supplier space's statement settings: the rounding method (GET /api/v1/Statement/settings). */
export function useStatementSettings(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: settingsKey(space),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<StatementSettings>(
          'GET',
          `${statementPath}/settings?space=${encodeURIComponent(space)}`,
        ),
        'read statement settings',
      ),
  });
}

/** Sets the rounding method; the supplier's drafts follow at once, so every statement read is stale. */
export function useSetRounding(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rounding: Rounding) =>
      dataOf(
        await client.requestDetailed<StatementSettings>('PUT', `${statementPath}/settings`, {
          space,
          rounding,
        }),
        'PUT statement settings',
      ),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey(space), settings);
      return queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}
