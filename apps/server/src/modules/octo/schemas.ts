import { BOOKING_LIMITS, text as checkedText, isoDate, OCTO_PAGE_LIMIT } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The OCTO requests this server reads (docs/octo.md), with OCTO's member names. Strict: a member OCTO does not
 * define, or this server does not implement, is refused with BAD_REQUEST naming it, and nothing is stored.
 * `tourtariff:units` (the inventory units a booking takes: rooms, seats or vehicles; 1 when absent) is ours.
 */

/** Ids this server writes are keys (`tf_…`), dates and `DEFAULT`: anything else names nothing. */
const id = z.string().regex(/^[\w.-]{1,120}$/, 'must be an id this server gave');
const units = z.array(z.object({ id, quantity: z.int().min(0).max(BOOKING_LIMITS.people) }).strict()).max(50);
const inventoryUnits = z.int().min(1).max(BOOKING_LIMITS.units);
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .nullable()
  .optional();

export const calendarBody = z
  .object({
    productId: id,
    optionId: id,
    localDateStart: isoDate,
    localDateEnd: isoDate,
    units: units.optional(),
    currency,
    'tourtariff:units': inventoryUnits.optional(),
  })
  .strict();
export type CalendarBody = z.infer<typeof calendarBody>;

export const availabilityCheck = z
  .object({
    productId: id,
    optionId: id,
    localDateStart: isoDate.optional(),
    localDateEnd: isoDate.optional(),
    availabilityIds: z.array(id).min(1).max(BOOKING_LIMITS.rangeDays).optional(),
    units: units.optional(),
    currency,
    'tourtariff:units': inventoryUnits.optional(),
  })
  .strict();
export type AvailabilityCheck = z.infer<typeof availabilityCheck>;

/** Text without control characters or broken Unicode (packages/shared text.ts), as every app text. */
const text = (max: number) => checkedText(max);
export const contactBody = z
  .object({
    fullName: text(200).nullable().optional(),
    firstName: text(100).nullable().optional(),
    lastName: text(100).nullable().optional(),
    emailAddress: z.email().max(254).nullable().optional(),
    phoneNumber: text(40).nullable().optional(),
    locales: z.array(text(35)).max(10).optional(),
    postalCode: text(20).nullable().optional(),
    country: text(2).nullable().optional(),
    notes: text(BOOKING_LIMITS.note).nullable().optional(),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBody>;

const reference = text(100);
const unitItem = z
  .object({
    uuid: z.uuid().optional(),
    unitId: id,
    resellerReference: reference.optional(),
    contact: contactBody.optional(),
  })
  .strict();
const minutes = z
  .int()
  .min(1)
  .max(24 * 60);

export const reserveBody = z
  .object({
    uuid: z.uuid().optional(),
    productId: id,
    optionId: id,
    availabilityId: id,
    expirationMinutes: minutes.optional(),
    notes: text(BOOKING_LIMITS.note).nullable().optional(),
    unitItems: z.array(unitItem).min(1).max(BOOKING_LIMITS.people),
    resellerReference: reference.optional(),
    contact: contactBody.optional(),
    currency,
    'tourtariff:units': inventoryUnits.optional(),
  })
  .strict();
export type ReserveBody = z.infer<typeof reserveBody>;

export const confirmBody = z
  .object({
    resellerReference: reference.optional(),
    contact: contactBody.optional(),
    emailReceipt: z.boolean().optional(),
    unitItems: z.array(unitItem).max(BOOKING_LIMITS.people).optional(),
  })
  .strict();
export type ConfirmBody = z.infer<typeof confirmBody>;

export const extendBody = z.object({ expirationMinutes: minutes.optional() }).strict();

export const cancelBody = z
  .object({ reason: text(BOOKING_LIMITS.reason).nullable().optional(), force: z.boolean().optional() })
  .strict();
export type CancelBody = z.infer<typeof cancelBody>;

export const updateBody = z
  .object({
    resellerReference: reference.optional(),
    productId: id.optional(),
    optionId: id.optional(),
    availabilityId: id.optional(),
    expirationMinutes: minutes.optional(),
    notes: text(BOOKING_LIMITS.note).nullable().optional(),
    emailReceipt: z.boolean().optional(),
    unitItems: z.array(unitItem).min(1).max(BOOKING_LIMITS.people).optional(),
    contact: contactBody.optional(),
    'tourtariff:units': inventoryUnits.optional(),
  })
  .strict();
export type UpdateBody = z.infer<typeof updateBody>;

const limit = z.coerce.number().int().min(1).max(OCTO_PAGE_LIMIT).optional();
const cursor = z.string().min(1).max(200).optional();

export const pageQuery = z.object({ limit, cursor }).strict();

export const bookingsQuery = z
  .object({
    resellerReference: reference.optional(),
    supplierReference: reference.optional(),
    localDate: isoDate.optional(),
    localDateStart: isoDate.optional(),
    localDateEnd: isoDate.optional(),
    limit,
    cursor,
  })
  .strict();
export type BookingsQuery = z.infer<typeof bookingsQuery>;

export const productParams = z.object({ id: z.string() }).strict();
export const uuidParams = z.object({ uuid: z.string() }).strict();

/** The routes that read no query string: any member is refused, as the app API does. */
export const noQuery = z.object({}).strict();

/** `POST /webhooks` (octo/webhooks): one URL for every booking change of this reseller with this supplier. */
export const webhookBody = z
  .object({
    url: z.string().min(1).max(2_000),
    event: z.literal('booking_update').optional(),
    retryOnError: z.boolean().optional(),
    useContactLanguage: z.boolean().optional(),
  })
  .strict();
export type WebhookBody = z.infer<typeof webhookBody>;
