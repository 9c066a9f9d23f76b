import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import type { Ctx } from './access.ts';
import { statementCsv } from './csv.ts';
import { readableWithLines, storeIssuedPdf } from './moves.ts';
import { statementPdf } from './pdf.ts';

/**
 * The PDF of a statement: the bytes stored when it was issued (stored now if that failed then); a credit
 * note's and a draft's (a preview) are drawn from their frozen lines and stored nowhere (docs/statements.md §7).
 */
export async function statementPdfFile(ctx: Ctx, actor: Actor, key: string, note?: string) {
  const { row, lines, notes } = await readableWithLines(ctx, actor, key);
  if (note) {
    const found = notes.find((n) => n.key === note);
    if (!found) throw new AppError('record.not_found', `No credit note ${note}`);
    const noteLines = found.lines as unknown as Parameters<typeof statementPdf>[1];
    const creditNote = { reason: found.reason, original: row.number ?? '' };
    const drawn = { ...row, number: found.number, issuedAt: found.issuedAt };
    return { name: found.number, bytes: await statementPdf(drawn, noteLines, [], { creditNote }) };
  }
  if (row.pdfHash)
    return { name: row.number ?? row.key, bytes: (await ctx.storage.fetch({ hash: row.pdfHash })).bytes };
  if (row.state !== 'draft') {
    const stored = await storeIssuedPdf(ctx, row, actor.identity.sub);
    if (stored.pdfHash)
      return {
        name: row.number ?? row.key,
        bytes: (await ctx.storage.fetch({ hash: stored.pdfHash })).bytes,
      };
  }
  return { name: row.number ?? `draft-${row.month}`, bytes: await statementPdf(row, lines, []) };
}

export async function statementCsvFile(ctx: Ctx, actor: Actor, key: string) {
  const { row, lines } = await readableWithLines(ctx, actor, key);
  return { name: row.number ?? `draft-${row.month}`, text: statementCsv(row, lines) };
}

/** A PDF answer: bytes, not JSON, sent unserialised (plugins/contract.ts `binaryResponse`). */
export function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
