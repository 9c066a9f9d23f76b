import { z } from 'zod';
import { type FeeSchedule, type FeeTier, feeTemplateKeys } from '../bookings-fees.ts';

export * from '../bookings-fees.ts';

/** The most tiers a schedule may have: the longest template has 13 rows for three group sizes. */
export const FEE_TIERS_MAX = 30;

/** One tier of a cancellation fee schedule (docs/product-decisions.md §16). */
export const feeTier: z.ZodType<FeeTier> = z
  .object({
    daysBefore: z.union([z.int().min(0).max(365), z.enum(['after_start', 'no_show'])]),
    percent: z.int().min(0).max(100),
    minGuests: z.int().min(1).max(9999).optional(),
    maxGuests: z.int().min(1).max(9999).optional(),
    dayTripDaysBefore: z.int().min(0).max(365).optional(),
  })
  .strict()
  .refine((t) => t.minGuests === undefined || t.maxGuests === undefined || t.minGuests <= t.maxGuests, {
    message: 'must not exceed maxGuests',
    path: ['minGuests'],
    params: { rule: 'guests_order' },
  });

/** A schedule: its tiers, and the template it was taken from when it was. */
export const feeSchedule: z.ZodType<FeeSchedule> = z
  .object({
    template: z.enum(feeTemplateKeys).optional(),
    tiers: z.array(feeTier).max(FEE_TIERS_MAX),
  })
  .strict();

/**
 * The tariff document's `booking` member: how long a hold lasts (default 30 minutes), the cut-off for partners
 * in hours before the start (default 0), and the fee schedule. Absent, a tariff is valid exactly as before.
 */
export const bookingSettings = z
  .object({
    holdMinutes: z.int().min(5).max(1440).optional(),
    cutoffHours: z.int().min(0).max(720).optional(),
    feeSchedule: feeSchedule.optional(),
  })
  .strict();

export type BookingSettings = z.infer<typeof bookingSettings>;
