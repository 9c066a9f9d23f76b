import { formatMoney } from '@tourtariff/shared';
import { tellMembers } from '../../../core/users/index.ts';
import type { StatementRow } from '../repository/statements.ts';
import type { Ctx } from './access.ts';

/** What happened to a statement, in both languages: the bell shows the reader's language. */
export const statementSubjects = {
  issued: { jp: '請求書が発行されました', en: 'Statement issued' },
  paid: { jp: '入金が記録されました', en: 'Payment recorded' },
  void: { jp: '請求書が取り消されました（返還請求書）', en: 'Statement voided by a credit note' },
  credit: { jp: '返還請求書が発行されました', en: 'Credit note issued' },
  overdue: { jp: 'お支払期限を過ぎています', en: 'Statement overdue' },
} satisfies Record<string, { jp: string; en: string }>;

export type StatementEvent = keyof typeof statementSubjects;

/**
 * Tells the members of `spaces` after the change committed; a failure is logged and never undoes it. `except`
 * is the person who acted. Statements share the bookings' alert choice: they are the money of those bookings.
 */
export async function notifyStatement(
  ctx: Pick<Ctx, 'database' | 'log'>,
  spaces: string[],
  row: StatementRow,
  what: StatementEvent,
  except?: string,
): Promise<void> {
  const label = row.number ?? row.month;
  const subject = {
    jp: `${statementSubjects[what].jp}: ${label}`.slice(0, 200),
    en: `${statementSubjects[what].en}: ${label}`.slice(0, 200),
  };
  const body = {
    jp: `${label} ${formatMoney(row.total, row.currency, 'jp')}`,
    en: `${label} ${formatMoney(row.total, row.currency, 'en')}`,
  };
  try {
    await tellMembers(
      ctx,
      spaces,
      { subject, body, link: `/statements/${row.key}`, kind: 'booking' },
      except,
    );
  } catch (error) {
    ctx.log.warn({ err: error, what }, 'statement notification not sent');
  }
}
