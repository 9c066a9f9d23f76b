import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { CoreContext } from '../route.ts';
import { insertNotification, type NotificationRow } from './repository.ts';
import { type NewNotification, newNotificationBody } from './schemas.ts';

/** The LISTEN/NOTIFY channel every server process listens on for notification changes. */
export const NOTIFY_CHANNEL = 'tt_notifications';

/** What travels on the channel: enough to route the change to the target's open streams, never the content. */
export type NotificationEvent = { key: string; target: string; kind: 'new' | 'read' | 'unread' | 'drop' };

/** What the services need of the app, so a caller elsewhere in the server needs nothing else. */
export type NotifyDeps = Pick<FastifyInstance, 'database' | 'log'>;

/** The sender recorded for notifications the server raises on its own. */
export const SYSTEM_SENDER = 'system';

/**
 * Tells every process (this one included) that a target's notifications changed. The row is already committed,
 * so a failure here is logged rather than thrown: the change is stored, and the bell catches up on its next fetch.
 */
export async function publish(deps: NotifyDeps, event: NotificationEvent): Promise<void> {
  try {
    await deps.database.notify(NOTIFY_CHANNEL, JSON.stringify(event));
  } catch (error) {
    deps.log.warn({ err: error, key: event.key }, 'notification event not published');
  }
}

/**
 * Creates a notification for `target` and pushes it to the target's open browsers. This is the one way in: the
 * `notify/new` call uses it for administrators, and server code raises notifications on events with
 * `notifyUser(app, {target, subject, body, link})`. The input is checked with the same rules as the call, so
 * a server-made notification can never hold what an administrator could not send; a violation throws
 * AppError('request.invalid') naming the field.
 */
export async function notifyUser(
  deps: NotifyDeps,
  input: NewNotification,
  createdBy: string = SYSTEM_SENDER,
): Promise<NotificationRow> {
  const parsed = newNotificationBody.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: ['body', ...issue.path.map(String)].join('.'),
      rule: issue.code,
      message: issue.message,
    }));
    const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new AppError('request.invalid', `Invalid request: ${summary}`, fields);
  }
  const { link, target, subject, body } = parsed.data;
  // TODO(issue 12 item 5, core/notify): store both languages; until then they are joined as before.
  const joined = (text: string | { jp: string; en: string }) =>
    typeof text === 'string' ? text : `${text.jp} / ${text.en}`;
  const row = await insertNotification(deps.database.db, {
    target,
    subject: joined(subject),
    body: joined(body),
    link: link ?? null,
    createdBy,
  });
  await publish(deps, { key: row.key, target: row.target, kind: 'new' });
  return row;
}

/**
 * Whose notifications a call may touch: administrators any, everybody else only their own. Reads and writes by
 * key answer NOT_FOUND for someone else's notification, exactly as for a key that does not exist, so keys
 * cannot be probed; listing another target is a plain FORBIDDEN, as there is no single item to hide.
 */
export function ownerScope(ctx: CoreContext): string | undefined {
  return ctx.isAdmin ? undefined : ctx.identity.sub;
}

export function listTarget(ctx: CoreContext, requested: string | undefined): string {
  if (!requested || requested === ctx.identity.sub) return ctx.identity.sub;
  if (!ctx.isAdmin)
    throw new AppError('access.forbidden', "Only an administrator may list another user's notifications");
  return requested;
}

export const notFound = () => new AppError('record.not_found', 'Notification not found');

/** The list entry of SPEC §2's bell: enough to show the subject and whether it was read. */
export function summaryOf(row: NotificationRow) {
  return { key: row.key, subject: row.subject, read: row.read, createdAt: row.createdAt };
}

export function detailsOf(row: NotificationRow) {
  const { key, target, subject, body, link, read, createdBy, createdAt, readAt } = row;
  return { key, target, subject, body, link, read, createdBy, createdAt, readAt };
}
