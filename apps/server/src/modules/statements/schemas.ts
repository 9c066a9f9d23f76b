import { statementMoves } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the statements module that the web does not share (its contracts are in packages/shared:
 * contracts/statements.ts).
 */

export const statementParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const statementMoveParams = statementParams.extend({ move: z.enum(statementMoves) });
export const statementPdfQuery = z
  .object({
    note: z
      .string()
      .regex(/^cn_[\w-]{1,60}$/, 'must be a credit note key (cn_…)')
      .optional(),
  })
  .strict();
