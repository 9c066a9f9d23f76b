import { createHmac, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../context.ts';
import type { BookingChange } from '../../bookings/index.ts';
import type { OctoCaller } from '../caller.ts';
import { OctoError } from '../errors.ts';
import {
  claimDue,
  type DeliveryRow,
  deleteWebhook,
  deliveriesOf,
  findWebhook,
  insertDeliveries,
  insertWebhook,
  recordAttempt,
  type WebhookRow,
  webhooksOf,
} from '../repository/webhooks.ts';
import type { WebhookBody } from '../schemas.ts';
import { checkWebhookUrl } from './addresses.ts';
import { STATUS } from './booking-shape.ts';
import type { Ctx } from './catalogue.ts';
import { newSecret, secretOf } from './secrets.ts';
import { postWebhook, systemTransport, type Transport } from './transport.ts';

/*
 * OCTO webhooks (docs/octo.md "Webhooks"): a reseller registers a URL per supplier; every change of its OCTO
 * bookings with that supplier that OCTO resellers act on (confirmed, cancelled, amended, rejected, expired) is
 * posted to it, signed with HMAC-SHA256 over `<timestamp>.<body>`, and retried with backoff until a 2xx or 24 hours
 * after the change. An in-process sweep delivers (index.ts), as the bookings module's sweep expires holds.
 */

const EVENTS = new Set(['confirmed', 'cancelled', 'amended', 'rejected', 'expired']);
const GIVE_UP_MS = 24 * 3_600_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;
const TIMEOUT_MS = 10_000;

export const SIGNATURE_HEADER = 'x-tourtariff-signature';

/** The wait before attempt `n + 1` after `n` failed ones: 30 s doubling, at most an hour. */
export const backoffMs = (failed: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failed - 1), LONGEST_WAIT_MS);

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: what a receiver recomputes with its secret. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const view = (row: WebhookRow) => ({
  id: row.id,
  event: row.event,
  url: row.url,
  retryOnError: true,
  useContactLanguage: false,
  'tourtariff:createdAt': row.createdAt.toISOString(),
});

export async function registerWebhook(ctx: Ctx, caller: OctoCaller, body: WebhookBody) {
  await checkWebhookUrl(body.url, ctx.config.webhookAllowPrivate);
  const { secret, sealed } = await newSecret(ctx.database.db);
  const row = await insertWebhook(ctx.database.db, {
    id: randomUUID(),
    buyerKey: caller.buyer,
    supplierKey: caller.supplier,
    url: body.url,
    event: 'booking_update',
    sealedSecret: sealed,
    createdAt: ctx.clock(),
  });
  // The secret is shown this once; deliveries are signed with it.
  return { ...view(row), 'tourtariff:secret': secret };
}

export async function listWebhooks(ctx: Ctx, caller: OctoCaller) {
  return (await webhooksOf(ctx.database.db, caller.buyer, caller.supplier)).map(view);
}

/** The reseller's own webhook with this supplier; any other id names nothing. */
async function ownWebhook(ctx: Ctx, caller: OctoCaller, id: string) {
  const row = await findWebhook(ctx.database.db, id);
  if (!row || row.buyerKey !== caller.buyer || row.supplierKey !== caller.supplier)
    throw new OctoError('BAD_REQUEST', `No webhook ${id}`, { 'tourtariff:code': 'record.not_found' }, 404);
  return row;
}

export async function removeWebhook(ctx: Ctx, caller: OctoCaller, id: string) {
  const row = await ownWebhook(ctx, caller, id);
  await deleteWebhook(ctx.database.db, row.id);
  return view(row);
}

const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  booking: row.bookingKey,
  change: row.change,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export async function webhookDeliveries(ctx: Ctx, caller: OctoCaller, id: string) {
  const row = await ownWebhook(ctx, caller, id);
  return (await deliveriesOf(ctx.database.db, row.id)).map(deliveryView);
}

/** The bookings module's listener: queues one delivery per webhook of the booking's reseller and supplier. */
export async function onBookingChange(ctx: Pick<RequestContext, 'database' | 'log'>, change: BookingChange) {
  if (change.channel !== 'octo' || !change.uuid || !EVENTS.has(change.event)) return;
  const hooks = await webhooksOf(ctx.database.db, change.buyer, change.supplier);
  const booking = {
    id: change.key,
    uuid: change.uuid,
    status: STATUS[change.state],
    supplierReference: change.reference,
    resellerReference: change.resellerReference,
    utcUpdatedAt: change.updatedAt.toISOString(),
    'tourtariff:state': change.state,
  };
  await insertDeliveries(
    ctx.database.db,
    hooks.map((hook) => ({
      id: randomUUID(),
      webhookId: hook.id,
      bookingKey: change.key,
      change: change.event,
      payload: { event: 'booking_update', 'tourtariff:change': change.event, booking },
      nextAttemptAt: change.updatedAt,
      createdAt: change.updatedAt,
    })),
  );
}

/**
 * One attempt of each due delivery; answers how many were attempted. `transport` resolves the receiver's host once
 * and posts to the address checked (transport.ts); tests hand in doubles of it.
 */
export async function deliverDue(ctx: Ctx, transport: Transport = systemTransport): Promise<number> {
  const now = ctx.clock();
  const due = await claimDue(ctx.database.db, now, new Date(now.getTime() + 3 * TIMEOUT_MS));
  for (const { delivery, url, stored } of due) {
    const body = JSON.stringify({
      webhook: { id: delivery.webhookId, event: 'booking_update', url },
      ...delivery.payload,
    });
    let status: number | null = null;
    let error: string | null = null;
    try {
      const secret = await secretOf(ctx.database.db, stored);
      const timestamp = Math.floor(now.getTime() / 1000);
      status = await postWebhook(transport, url, ctx.config.webhookAllowPrivate, {
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body),
        },
        body,
        timeoutMs: TIMEOUT_MS,
      });
    } catch (failure) {
      error = failure instanceof Error ? failure.message.slice(0, 300) : 'failed';
    }
    const ok = status !== null && status >= 200 && status < 300;
    const failed = delivery.attemptCount + 1;
    const next = new Date(now.getTime() + backoffMs(failed));
    const expired = next.getTime() - delivery.createdAt.getTime() > GIVE_UP_MS;
    await recordAttempt(
      ctx.database.db,
      delivery.id,
      { at: now.toISOString(), status, error },
      ok
        ? { state: 'delivered', at: now }
        : expired
          ? { state: 'failed', at: now }
          : { state: 'pending', at: next },
    );
  }
  return due.length;
}
