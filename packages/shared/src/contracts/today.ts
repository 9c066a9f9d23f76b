import { z } from 'zod';
import { spaceKeyInput } from '../tariffs-fields.ts';

/**
 * The home page's "today" (docs/product-decisions.md §15): for the space the caller names, the counts of what
 * waits for it, each with the page that lists it; for an administrator also the review and verification queues.
 */
export const todayQuery = z
  .object({
    space: spaceKeyInput.optional().describe('One of the caller’s spaces; absent: the admin queues only'),
  })
  .strict();

export const todayItemKeys = [
  'bookingsToConfirm',
  'inquiriesToAnswer',
  'arrivalsToday',
  'arrivalsTomorrow',
  'nearlySoldOut',
  'partnershipRequests',
  'upcomingBookings',
  'holdsExpiring',
  'quotesToAnswer',
  'unreadMessages',
  'upcomingJobs',
  'matchingJobs',
  'tariffQueue',
  'verificationQueue',
] as const;
export type TodayItemKey = (typeof todayItemKeys)[number];

export const todayItem = z.object({
  key: z.enum(todayItemKeys),
  count: z.number().int().min(0),
  href: z.string().describe('The page listing them, without the locale prefix'),
});

export const todayOut = z.object({
  space: z.string().nullable(),
  role: z.enum(['supplier', 'buyer', 'guide']).nullable(),
  /** The Japan date the counts are for (YYYY-MM-DD). */
  date: z.string(),
  items: z.array(todayItem),
});
export type TodayItem = z.infer<typeof todayItem>;
export type TodayOut = z.infer<typeof todayOut>;
