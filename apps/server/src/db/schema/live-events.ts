import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Live events (notification changes, app events) kept for a while after they were published, so an event of
 * any size can be announced by its id alone and a reconnecting stream can be given what it missed
 * (docs/operations.md "Live events"). Old rows are swept (db/live-events.ts).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/** Who owns this table (docs/ARCHITECTURE.md "Table owners"): only that unit's files import it; others call its index.ts. */
export const liveEventsOwner = 'db';
