import type { ApplicationState, JobState, LicenceType } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';

/** The profile as written (contracts/guides.ts `guideProfileFields`, after its defaults). */
export type GuideProfileDoc = {
  licence: { type: LicenceType; number: string; prefecture: string; region: string };
  lastTraining: string | null;
  languages: { code: string; level: string }[];
  regions: string[];
  specialties: { jp: string; en: string }[];
  bio: { jp: string; en: string };
  photo: string;
  furigana: string;
  rates: { fullDay: number; halfDay: number; overtimeHour: number };
};

/**
 * A guide space's profile: the document as written, and the columns the directory filters
 * and sorts on (GIN over `facets`, its languages and prefectures in one list; `search_text` is the normalised name, furigana,
 * specialties and bio that the text and specialty filters match).
 */
export const guideProfiles = pgTable(
  'guide_profiles',
  {
    spaceKey: text('space_key')
      .primaryKey()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    doc: jsonb('doc').$type<GuideProfileDoc>().notNull(),
    licenceType: text('licence_type').$type<LicenceType>().notNull(),
    languages: text('languages').array().notNull(),
    regions: text('regions').array().notNull(),
    /** Languages and prefectures as one list ('l:en', 'r:26'): one GIN index serves the directory's pair. */
    facets: text('facets').array().notNull().default(sql`'{}'`),
    fullDayRate: integer('full_day_rate').notNull(),
    searchText: text('search_text').notNull().default(''),
    completedJobs: integer('completed_jobs').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guide_profiles_facets_idx').using('gin', t.facets),
    index('guide_profiles_rate_idx').on(t.fullDayRate, t.spaceKey),
  ],
);

/**
 * A guide's blocked days: marked unavailable (`job_key` null) or held by an assigned job. The primary key is the
 * rule that a guide holds one thing per day: two acceptances on overlapping days cannot both insert, whatever
 * the timing.
 */
export const guideDays = pgTable(
  'guide_days',
  {
    guideKey: text('guide_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    jobKey: text('job_key').references(() => jobs.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.guideKey, t.day] }), index('guide_days_job_idx').on(t.jobKey)],
);

/** The job's texts and details the list does not filter on. */
export type JobDoc = {
  title: { jp: string; en: string };
  description: { jp: string; en: string };
  startTime: string;
  meetingPlace: string;
  requirements: { licence: LicenceType[]; specialties: string[] };
};

/** A guide job a buyer space posts (docs/product-decisions.md §6). */
export const jobs = pgTable(
  'jobs',
  {
    key: text('key').primaryKey(),
    spaceKey: text('space_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    state: text('state').$type<JobState>().notNull().default('open'),
    doc: jsonb('doc').$type<JobDoc>().notNull(),
    titleJp: text('title_jp').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    hoursPerDay: integer('hours_per_day').notNull(),
    prefecture: text('prefecture').notNull(),
    languages: text('languages').array().notNull(),
    groupSize: integer('group_size').notNull(),
    feePerDay: integer('fee_per_day'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    offerTo: text('offer_to').references(() => spaces.key, { onDelete: 'cascade' }),
    guideKey: text('guide_key').references(() => spaces.key, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<'buyer' | 'guide'>(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_space_idx').on(t.spaceKey, t.createdAt, t.key),
    index('jobs_guide_idx').on(t.guideKey),
    index('jobs_offer_idx').on(t.offerTo),
    // Jobs for me: open public jobs by prefecture and start (the matching half), and by start alone (the rest).
    index('jobs_open_prefecture_idx')
      .on(t.prefecture, t.dateFrom, t.key)
      .where(sql`state = 'open' and offer_to is null`),
    index('jobs_open_start_idx').on(t.dateFrom, t.key).where(sql`state = 'open' and offer_to is null`),
    index('jobs_open_deadline_idx').on(t.deadline).where(sql`state = 'open'`),
  ],
);

/** A guide's application to a job, with their message and fee per day. */
export const jobApplications = pgTable(
  'job_applications',
  {
    key: text('key').primaryKey(),
    jobKey: text('job_key')
      .notNull()
      .references(() => jobs.key, { onDelete: 'cascade' }),
    guideKey: text('guide_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    fee: integer('fee').notNull(),
    /** The guide's overtime rate when they applied: the total they were shown stays the total. */
    overtimeRate: integer('overtime_rate').notNull(),
    state: text('state').$type<ApplicationState>().notNull().default('pending'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_one_per_guide_idx').on(t.jobKey, t.guideKey),
    index('job_applications_guide_idx').on(t.guideKey, t.createdAt),
  ],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const guidesOwner = {
  guideProfiles: 'modules/guides',
  guideDays: 'modules/guides',
  jobs: 'modules/jobs',
  jobApplications: 'modules/jobs',
};
