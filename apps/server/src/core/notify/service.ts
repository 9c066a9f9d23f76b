import type { AlertKind } from '@tourtariff/shared';
import type { Actor } from '../../actor.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ALERT_CHANNEL, queueAlerts } from '../alerts/index.ts';
import { notifyPeople } from './people.ts';
import {
  countUnread,
  deleteNotification,
  findNotification,
  insertNotifications,
  type NotificationRow,
  pageNotifications,
  parseCursor,
  setRead,
} from './repository.ts';
import { type NewNotification, newNotificationBody } from './schemas.ts';

/** The LISTEN/NOTIFY channel every server process listens on for notification changes. */
export const NOTIFY_CHANNEL = 'tt_notifications';

/** The channel of app events (the messenger's, the bookings') for the open streams of the members of some spaces. */
export const STREAM_CHANNEL = 'tt_stream_events';

/**
 * Tells the open browsers of every member of `spaces`, in every process, that something happened:
 * `data` is a hint to refetch (keys, never content). Called after the change committed; a failure is logged.
 */
export async function publishStreamEvent(
  ctx: Ctx,
  event: { event: string; spaces: string[]; data: Record<string, unknown> },
): Promise<void> {
  try {
    await ctx.database.publish(STREAM_CHANNEL, JSON.stringify(event));
  } catch (error) {
    ctx.log.warn({ err: error, event: event.event }, 'stream event not published');
  }
}

/** What travels on the channel: enough to route the change to the target's open streams, never the content. */
export type NotificationEvent = { key: string; target: string; kind: 'new' | 'read' | 'unread' | 'drop' };

/**
 * What the services pick of the request context (docs/ARCHITECTURE.md "Request context"), so a caller elsewhere
 * in the server needs nothing else.
 */
type Ctx = Pick<RequestContext, 'database' | 'log'>;

/** The sender recorded for notifications the server raises on its own. */
export const SYSTEM_SENDER = 'system';

type Text = string | { jp: string; en: string };
/** One string is the text of both languages: the server cannot guess a translation. */
const bothLanguages = (text: Text) => (typeof text === 'string' ? { jp: text, en: text } : text);

/**
 * Tells every process (this one included) that a target's notifications changed. The row is already committed,
 * so a failure here is logged rather than thrown: the change is stored, and the bell catches up on its next fetch.
 */
async function publish(ctx: Ctx, events: NotificationEvent | NotificationEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  try {
    await ctx.database.publishAll(
      NOTIFY_CHANNEL,
      list.map((event) => JSON.stringify(event)),
    );
  } catch (error) {
    ctx.log.warn({ err: error, keys: list.map((event) => event.key) }, 'notification event not published');
  }
}

/**
 * Creates a notification for `target` and pushes it to the target's open browsers. This is the one way in: the
 * `notify/new` call uses it for administrators, and server code raises notifications on events with
 * `notifyUser(ctx, {target, subject: {jp, en}, body: {jp, en}, link})`. The input is checked with the same
 * rules as the call, so a server-made notification can never hold what an administrator could not send; a
 * violation throws AppError('request.invalid') naming the field. `kind` names what the event is about, so the
 * person's alert choice for it may add a mail (docs/product-decisions.md §14); without it the bell alone rings.
 */
export async function notifyUser(
  ctx: Ctx,
  input: NewNotification & { kind?: AlertKind },
  createdBy: string = SYSTEM_SENDER,
): Promise<NotificationRow> {
  const { target, ...notice } = input;
  const [row] = await notifyUsers(ctx, [target], notice, createdBy);
  return row as NotificationRow;
}

/**
 * `notifyUser` for one notice to many people: checked once, their rows written, their browsers told and their
 * mail choices applied in one statement each, whatever the number of people (docs/performance.md "Bookings").
 */
export async function notifyUsers(
  ctx: Ctx,
  targets: string[],
  input: Omit<NewNotification, 'target'> & { kind?: AlertKind },
  createdBy: string = SYSTEM_SENDER,
): Promise<NotificationRow[]> {
  const { kind, ...fields } = input;
  const parsed = [...new Set(targets)].map((target) => checked({ ...fields, target }));
  const rows = await insertNotifications(
    ctx.database.db,
    parsed.map(({ link, target, subject, body }) => ({
      target,
      subject: bothLanguages(subject),
      body: bothLanguages(body),
      link: link ?? null,
      createdBy,
    })),
  );
  await publish(
    ctx,
    rows.map((row) => ({ key: row.key, target: row.target, kind: 'new' as const })),
  );
  if (kind) await alertByMail(ctx, kind, rows);
  return rows;
}

/** The same rules as the `notify/new` call: a violation throws AppError('request.invalid') naming the field. */
function checked(fields: NewNotification) {
  const parsed = newNotificationBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    rule: issue.code,
    message: issue.message,
  }));
  const summary = issues.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new AppError('request.invalid', `Invalid request: ${summary}`, issues);
}

/** The mail side of notifications: queued per each person's choice; a failure is logged, the bell has rung. */
async function alertByMail(ctx: Ctx, kind: AlertKind, rows: NotificationRow[]): Promise<void> {
  try {
    const items = rows.map(({ target, subject, body, link }) => ({ target, subject, body, link }));
    if ((await queueAlerts(ctx.database.db, kind, items)).includes('mail'))
      await ctx.database.notify(ALERT_CHANNEL, '');
  } catch (error) {
    ctx.log.warn({ err: error, keys: rows.map((row) => row.key) }, 'alert mail not queued');
  }
}

/**
 * Whose notifications a call may touch: administrators any, everybody else only their own. Reads and writes by
 * key answer NOT_FOUND for someone else's notification, exactly as for a key that does not exist, so keys
 * cannot be probed; listing another target is a plain FORBIDDEN, as there is no single item to hide.
 */
const ownerScope = (actor: Actor) => (actor.isAdmin ? undefined : actor.identity.sub);
const notFound = () => new AppError('notify.not_found', 'Notification not found');

function cursorOf(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const parsed = parseCursor(cursor);
  if (parsed) return parsed;
  const message = 'not a cursor from this list';
  throw new AppError('notify.bad_cursor', `Invalid request: body.cursor: ${message}`, [
    { field: 'body.cursor', rule: 'cursor', message },
  ]);
}

/** The list entry of docs/product.md §2's bell: enough to show the subject and whether it was read. */
const summaryOf = (row: NotificationRow) => ({
  key: row.key,
  subject: row.subject,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

export function detailsOf(row: NotificationRow) {
  const { key, target, subject, body, link, read, createdBy, createdAt, readAt } = row;
  const times = { createdAt: createdAt.toISOString(), readAt: readAt?.toISOString() ?? null };
  return { key, target, subject, body, link, read, createdBy, ...times };
}

/** `notify/new`: an administrator's notification, to a user who has signed in at least once. */
export async function send(ctx: Ctx, actor: Actor, input: NewNotification) {
  if (!(await notifyPeople().userExists(ctx.database.db, input.target))) {
    throw new AppError('notify.unknown_target', `No user ${input.target}`, {
      params: { target: input.target },
    });
  }
  return detailsOf(await notifyUser(ctx, input, actor.identity.sub));
}

export async function listFor(
  db: Db,
  actor: Actor,
  input: { target?: string | undefined; limit: number; cursor?: string | undefined },
) {
  const own = actor.identity.sub;
  const target = input.target ?? own;
  if (target !== own && !actor.isAdmin) {
    throw new AppError(
      'notify.list_forbidden',
      "Only an administrator may list another user's notifications",
    );
  }
  const page = await pageNotifications(db, { target, limit: input.limit, cursor: cursorOf(input.cursor) });
  return { items: page.items.map(summaryOf), next: page.next, unread: await countUnread(db, target) };
}

export async function listAll(db: Db, input: { limit: number; cursor?: string | undefined }) {
  const page = await pageNotifications(db, { limit: input.limit, cursor: cursorOf(input.cursor) });
  const items = page.items.map((row) => ({
    ...summaryOf(row),
    target: row.target,
    createdBy: row.createdBy,
  }));
  return { items, next: page.next };
}

export async function get(db: Db, actor: Actor, key: string) {
  const row = await findNotification(db, key);
  const owner = ownerScope(actor);
  if (!row || (owner !== undefined && row.target !== owner)) throw notFound();
  return detailsOf(row);
}

export async function markRead(ctx: Ctx, actor: Actor, input: { key: string; read: boolean }) {
  const row = await setRead(ctx.database.db, input.key, input.read, ownerScope(actor));
  if (!row) throw notFound();
  await publish(ctx, { key: row.key, target: row.target, kind: row.read ? 'read' : 'unread' });
  return { key: row.key, read: row.read, readAt: row.readAt?.toISOString() ?? null };
}

export async function drop(ctx: Ctx, actor: Actor, key: string) {
  const row = await deleteNotification(ctx.database.db, key, ownerScope(actor));
  if (!row) throw notFound();
  await publish(ctx, { key: row.key, target: row.target, kind: 'drop' });
  return { key: row.key };
}
