import {
  aggregateBody,
  queryBody,
  statementAggregateOut,
  statementBuildBody,
  statementBuildOut,
  statementIssueBody,
  statementJournalQuery,
  statementOut,
  statementPayBody,
  statementQueryPageOut,
  statementRebuildBody,
  statementSettingsBody,
  statementSettingsOut,
  statementSettingsQuery,
  statementVoidBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../../kit/index.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { binaryResponse, withErrors } from '../../../plugins/contract.ts';
import { statementMoveParams, statementParams, statementPdfQuery } from '../schemas.ts';
import { buildOnRequest, rebuildStatement } from '../service/build.ts';
import { journalCsv } from '../service/csv.ts';
import { sendPdf, statementCsvFile, statementPdfFile } from '../service/files.ts';
import {
  aggregateMyStatements,
  issueStatement,
  payStatement,
  queryMyStatements,
  readStatement,
  voidStatement,
} from '../service/moves.ts';
import { readStatementSettings, writeStatementSettings } from '../service/settings.ts';

const tags = ['statements'];
const onRequest = requireAccess();

/** Every member any move takes, each optional, so a move with no body means `{}`; the move's own body then refuses the rest. */
const moveBody = z
  .object({
    ...statementRebuildBody.shape,
    ...statementPayBody.partial().shape,
    ...statementVoidBody.partial().shape,
  })
  .strict();
const bodies = {
  issue: statementIssueBody,
  pay: statementPayBody,
  void: statementVoidBody,
  rebuild: statementRebuildBody,
} as const;

const csvText = z.string().describe('text/csv; charset=utf-8, with a BOM');

/** `/api/v1/Statement`: monthly statements, their moves and exports (docs/statements.md). */
export const statementRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/v1/Statement/build',
    {
      onRequest,
      schema: {
        tags,
        summary: "Gather a supplier space's drafts for a month (one per partner and currency)",
        body: statementBuildBody,
        response: withErrors({ 200: statementBuildOut }),
      },
    },
    async (request) => buildOnRequest(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Statement/query',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Query the statements of the caller’s spaces',
        body: queryBody,
        response: withErrors({ 200: statementQueryPageOut }),
      },
    },
    async (request) => queryMyStatements(request.ctx, await request.actor(), request.body),
  );

  app.post(
    '/api/v1/Statement/aggregate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Count or sum the statements of the caller’s spaces by field',
        body: aggregateBody,
        response: withErrors({ 200: statementAggregateOut }),
      },
    },
    async (request) => aggregateMyStatements(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Statement/journal',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A space's issued statements and credit notes of a month as a journal for freee / マネーフォワード",
        querystring: statementJournalQuery,
        produces: ['text/csv'],
        response: withErrors({ 200: csvText }),
      },
    },
    async (request, reply) => {
      const { space, month } = request.query;
      const csv = await journalCsv(request.ctx, await request.actor(), space, month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="journal-${space}-${month}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/v1/Statement/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: "A supplier space's statement settings: the rounding method of the tax per rate",
        querystring: statementSettingsQuery,
        response: withErrors({ 200: statementSettingsOut }),
      },
    },
    async (request) => readStatementSettings(request.ctx, await request.actor(), request.query.space),
  );

  app.put(
    '/api/v1/Statement/settings',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Set a supplier space's rounding method; its drafts follow at once, issued statements keep theirs",
        body: statementSettingsBody,
        response: withErrors({ 200: statementSettingsOut }),
      },
    },
    async (request) => writeStatementSettings(request.ctx, await request.actor(), request.body),
  );

  app.get(
    '/api/v1/Statement/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A statement with its lines, payments and credit notes',
        params: statementParams,
        response: withErrors({ 200: statementOut }),
      },
    },
    async (request) => readStatement(request.ctx, await request.actor(), request.params.key),
  );

  app.get(
    '/api/v1/Statement/:key/pdf',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The statement as PDF: the stored one once issued, a preview while a draft; `note` a credit note',
        params: statementParams,
        querystring: statementPdfQuery,
        produces: ['application/pdf'],
        response: withErrors({ 200: binaryResponse('The PDF', 'application/pdf') }),
      },
    },
    async (request, reply) => {
      const file = await statementPdfFile(
        request.ctx,
        await request.actor(),
        request.params.key,
        request.query.note,
      );
      return sendPdf(reply, file.name, file.bytes);
    },
  );

  app.get(
    '/api/v1/Statement/:key/csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The statement’s lines as CSV',
        params: statementParams,
        produces: ['text/csv'],
        response: withErrors({ 200: csvText }),
      },
    },
    async (request, reply) => {
      const file = await statementCsvFile(request.ctx, await request.actor(), request.params.key);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}.csv"`)
        .send(file.text);
    },
  );

  app.post(
    '/api/v1/Statement/:key/:move',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Issue, record a payment, void by a credit note, or rebuild a draft',
        params: statementMoveParams,
        body: moveBody,
        response: withErrors({ 200: statementOut }),
      },
    },
    async (request) => {
      const { key, move } = request.params;
      const actor = await request.actor();
      const raw = request.body ?? {};
      if (move === 'issue') {
        parseOrThrow(bodies.issue, raw);
        return issueStatement(request.ctx, actor, key);
      }
      if (move === 'pay') return payStatement(request.ctx, actor, key, parseOrThrow(bodies.pay, raw));
      if (move === 'void') return voidStatement(request.ctx, actor, key, parseOrThrow(bodies.void, raw));
      return rebuildStatement(request.ctx, actor, key, parseOrThrow(bodies.rebuild, raw));
    },
  );
};
