import type { AlertKind } from '@tourtariff/shared';
import type { RequestContext } from '../../../context.ts';
import { alertPeople } from '../people.ts';
import {
  type AlertMailRow,
  isAlert,
  leaseDigest,
  leaseInstant,
  markSent,
  release,
} from '../repository/outbox.ts';
import { findPrefs } from '../repository/prefs.ts';
import { digestMail, instantMail, readyMail } from './mails.ts';
import { digestRecipients } from './recipients.ts';
import { unsubscribeToken } from './token.ts';

/** What sending alerts needs of the context (docs/ARCHITECTURE.md "Request context"). */
export type SendContext = Pick<RequestContext, 'db' | 'mailer' | 'config' | 'log'>;

const BATCH = 20;
const DIGEST_MAX = 500;

/** The mail's frame: address, language, links; null when the person has no address to write to. */
async function frameFor(ctx: SendContext, sub: string, kinds: AlertKind[]) {
  const to = await alertPeople().addressOf(ctx.db, sub);
  if (!to) return null;
  const lang = (await findPrefs(ctx.db, sub))?.lang ?? 'jp';
  const token = await unsubscribeToken(ctx.db, { sub, kinds });
  const { publicUrl, productName } = ctx.config;
  const unsubscribeUrl = `${publicUrl}/api/v1/Notification/unsubscribe?token=${encodeURIComponent(token)}`;
  return { to, lang, publicUrl, product: productName, unsubscribeUrl };
}

/**
 * Sends rows already leased, as one mail; they are marked sent only after the transport took the mail, and
 * given back on failure for the next try (a person without an address has theirs marked, as no try can help).
 */
async function deliver(ctx: SendContext, rows: AlertMailRow[], compose: 'instant' | 'digest') {
  const first = rows[0];
  if (!first) return false;
  const ids = rows.map((row) => row.id);
  try {
    if (first.address) {
      await ctx.mailer.send(readyMail({ ...first, address: first.address }));
      await markSent(ctx.db, ids);
      return true;
    }
    const alerts = rows.filter(isAlert);
    const frame = await frameFor(ctx, first.target, [...new Set(alerts.map((row) => row.kind))]);
    if (!frame) {
      ctx.log.warn({ target: first.target }, 'alert mail skipped: no address');
      await markSent(ctx.db, ids);
      return false;
    }
    const [alert] = alerts;
    if (!alert) return false;
    await ctx.mailer.send(compose === 'instant' ? instantMail(frame, alert) : digestMail(frame, alerts));
    await markSent(ctx.db, ids);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, target: first.target }, 'alert mail not sent; it will be tried again');
    await release(ctx.db, ids).catch(() => undefined);
    return false;
  }
}

/** Sends every queued mail-at-once row, a batch at a time, until none is left that this process may take. */
export async function flushInstant(ctx: SendContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await leaseInstant(ctx.db, BATCH);
    for (const row of rows) if (await deliver(ctx, [row], 'instant')) sent++;
    if (rows.length < BATCH) return sent;
  }
}

const TOKYO_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The latest moment at or before `now` when the clock in Asia/Tokyo (UTC+9, no daylight saving) read `hhmm`. */
export function lastDigestTime(now: Date, hhmm: string): Date {
  const [hours = 8, minutes = 0] = hhmm.split(':').map(Number);
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const today =
    Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate(), hours, minutes) -
    TOKYO_OFFSET_MS;
  return new Date(today > now.getTime() ? today - DAY_MS : today);
}

/**
 * The daily digest (docs/product-decisions.md §14): one mail per person with every item queued before their
 * last digest time; `all` (an administrator's run) sends everything queued now. Leased rows are skipped by any
 * other run, sent rows are never taken again, so running twice, or in two processes, sends each item once.
 */
export async function runDigest(
  ctx: SendContext,
  options: { now?: Date; all?: boolean } = {},
): Promise<{ mails: number; items: number }> {
  const now = options.now ?? new Date();
  let mails = 0;
  let items = 0;
  for (const { target, digestAt } of await digestRecipients(ctx.db)) {
    const before = options.all ? undefined : lastDigestTime(now, digestAt);
    const rows = await leaseDigest(ctx.db, target, before, DIGEST_MAX);
    if (await deliver(ctx, rows, 'digest')) {
      mails++;
      items += rows.length;
    }
  }
  return { mails, items };
}
