import { z } from 'zod';
import { JOB_LIMITS } from '../guides.ts';
import { patchOf } from '../patch.ts';
import {
  bilingual,
  bilingualRequired,
  dateRange,
  plainText,
  prefectureCode,
  spaceKeyInput,
} from '../tariffs-fields.ts';
import { guideCardOut, guideLanguage, guideRate, licenceType } from './guides.ts';

/*
 * Guide jobs (docs/product-decisions.md §6): a buyer space posts a job, guides apply with a message and a fee,
 * the buyer accepts one. An offer is a job addressed to one guide, who accepts or declines it.
 *
 *   open → assigned → completed | cancelled        open → cancelled        open → expired (deadline passed)
 */
export const jobStates = ['open', 'assigned', 'completed', 'cancelled', 'expired'] as const;
export type JobState = (typeof jobStates)[number];

/** The moves, each a route `POST /api/v1/Job/{key}/{move}`; `actions` on a job lists those open to the caller. */
export const jobMoves = ['complete', 'cancel', 'accept-offer', 'decline-offer'] as const;
export type JobMove = (typeof jobMoves)[number];

export const applicationStates = ['pending', 'accepted', 'filled', 'withdrawn'] as const;
export type ApplicationState = (typeof applicationStates)[number];

export const jobKey = z.string().regex(/^jb_[A-Za-z0-9_-]{1,60}$/, 'must be a job key (jb_…)');
export const applicationKey = z
  .string()
  .regex(/^ja_[A-Za-z0-9_-]{1,60}$/, 'must be an application key (ja_…)');

const startTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time HH:MM');

/**
 * What a buyer writes. Rules needing today (no dates in the past, the deadline before the start and not past)
 * are `jobDateIssues` in guides.ts, which the server applies on every write and the web before sending.
 */
export const jobContent = z
  .object({
    title: bilingualRequired(JOB_LIMITS.title),
    description: bilingual(JOB_LIMITS.description).default({ jp: '', en: '' }),
    /** One day (from = to) or a range, both included; at most 31 days. */
    dates: dateRange,
    startTime,
    hoursPerDay: z.int().min(JOB_LIMITS.hoursPerDay.min).max(JOB_LIMITS.hoursPerDay.max),
    meetingPlace: plainText(JOB_LIMITS.meetingPlace).min(1),
    prefecture: prefectureCode,
    languages: z.array(guideLanguage).min(1).max(JOB_LIMITS.languages),
    groupSize: z.int().min(1).max(JOB_LIMITS.groupSize),
    /** Yen per day; null: the guide's own rate (each application names its fee). */
    feePerDay: guideRate.nullable(),
    requirements: z
      .object({
        licence: z.array(licenceType).max(3).default([]),
        specialties: z.array(plainText(40).min(1)).max(10).default([]),
      })
      .strict()
      .default({ licence: [], specialties: [] }),
    /** Applications close at this moment (ISO 8601 with offset); the job expires if none was accepted. */
    deadline: z.iso.datetime({ offset: true }),
  })
  .strict();

/** `POST /api/v1/Job`: the poster (a buyer space) and, for an offer, the one guide it is addressed to. */
export const jobCreate = jobContent
  .extend({
    space: spaceKeyInput.describe("The caller's buyer space, the poster"),
    offerTo: spaceKeyInput.optional().describe('A guide space: the job is an offer to that guide alone'),
  })
  .strict();

/** `PUT /api/v1/Job/{key}`: an open job's content, replaced whole. `PATCH` sets some fields. */
export const jobPut = jobContent;
export const jobPatch = patchOf(jobContent);

export type JobContent = z.infer<typeof jobContent>;
export type JobCreate = z.infer<typeof jobCreate>;

/** `POST /api/v1/Job/{key}/cancel`: why, told to the other side. */
export const jobCancelBody = z.object({ reason: plainText(JOB_LIMITS.reason).min(1) }).strict();
/** `POST /api/v1/Job/{key}/decline-offer`: an optional reason. */
export const jobDeclineBody = z.object({ reason: plainText(JOB_LIMITS.reason).optional() }).strict();
/** Moves without a body still take `{}`. */
export const emptyMoveBody = z.object({}).strict();

/** `POST /api/v1/Job/{key}/applications`: a guide applies. */
export const applicationCreate = z
  .object({
    guide: spaceKeyInput.describe("The caller's guide space"),
    message: plainText(JOB_LIMITS.message).min(1),
    /** Yen per day of up to 8 hours; overtime is the guide's profile rate. */
    fee: guideRate,
  })
  .strict();
export type ApplicationCreate = z.infer<typeof applicationCreate>;

/** `GET /api/v1/Job?space=…`: a buyer space's posted jobs, or a guide space's applications, offers and jobs. */
export const jobListQuery = z
  .object({
    space: spaceKeyInput,
    state: z.enum(jobStates).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

/** `GET /api/v1/Job/for-me?space=…`: open jobs for a guide, those matching their languages and regions first. */
export const jobsForMeQuery = z
  .object({
    space: spaceKeyInput,
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

/** `POST /api/v1/Job/{key}/conversation`: the buyer and a guide (an applicant, the assignee or the offeree). */
export const jobConversationBody = z.object({ guide: spaceKeyInput }).strict();

const isoTime = z.string().describe('ISO 8601 time');
const bilingualOut = z.object({ jp: z.string(), en: z.string() });

export const feeTotalOut = z.object({
  days: z.number(),
  overtimeHours: z.number(),
  perDay: z.number(),
  total: z.number(),
});

export const jobOut = z.object({
  key: z.string(),
  space: z.string().describe('The poster (buyer space)'),
  poster: z.object({ space: z.string(), name: z.string() }),
  title: bilingualOut,
  description: bilingualOut,
  dates: z.object({ from: z.string(), to: z.string() }),
  startTime: z.string(),
  hoursPerDay: z.number(),
  meetingPlace: z.string(),
  prefecture: z.string(),
  languages: z.array(guideLanguage),
  groupSize: z.number(),
  feePerDay: z.number().nullable(),
  requirements: z.object({ licence: z.array(licenceType), specialties: z.array(z.string()) }),
  deadline: isoTime,
  state: z.enum(jobStates),
  offerTo: z.object({ space: z.string(), name: z.string() }).nullable(),
  guide: z.object({ space: z.string(), name: z.string() }).nullable().describe('The assigned guide'),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['buyer', 'guide']).nullable(),
  applicantCount: z.number().describe('Pending and accepted applications'),
  /** The caller's guide space's application, when it has one. */
  myApplication: z
    .object({ key: z.string(), state: z.enum(applicationStates), fee: z.number(), total: feeTotalOut })
    .nullable(),
  /** Matches the guide's languages and regions (jobs for me only; false elsewhere). */
  matches: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
  actions: z.array(z.string()).describe("Moves open to the caller (jobMoves), 'edit', 'delete', 'apply'"),
});
export type JobView = z.infer<typeof jobOut>;

export const jobPageOut = z.object({ items: z.array(jobOut), next: z.string().nullable() });
export const jobQueryPageOut = z.object({
  items: z.array(jobOut.partial().required({ key: true })),
  next: z.string().nullable(),
});
export const jobAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});
export const jobDeletedOut = z.object({ key: z.string(), deleted: z.literal(true) });

export const applicationOut = z.object({
  key: z.string(),
  job: z.string(),
  guide: guideCardOut.describe("The applicant's card"),
  message: z.string(),
  fee: z.number(),
  /** The total for the job's days, overtime included when hours exceed 8. */
  total: feeTotalOut,
  state: z.enum(applicationStates),
  createdAt: isoTime,
  actions: z
    .array(z.string())
    .describe("'accept' for the buyer while the job is open, 'withdraw' for the guide"),
});
export type ApplicationView = z.infer<typeof applicationOut>;

export const applicationListOut = z.object({ items: z.array(applicationOut), next: z.null() });

export const jobConversationOut = z.object({ conversation: z.string() });
