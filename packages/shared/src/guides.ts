/**
 * Guides and guide jobs: the vocabulary and the pure rules both sides apply, without zod, so the web's
 * pages and the server's services reach the same answer (the fee a buyer sees is the fee the server stores).
 */

import { formatDate } from './format.ts';

/** ISO 639-1 codes of the languages guides work in (the Japan Tourism Agency's exam languages and a few more). */
export const guideLanguages = [
  'ja',
  'en',
  'zh',
  'ko',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
  'th',
  'vi',
  'id',
  'ms',
  'tl',
  'ar',
  'hi',
  'nl',
  'pl',
  'tr',
  'he',
  'mn',
] as const;
export type GuideLanguage = (typeof guideLanguages)[number];

/** How well a guide speaks a language, strongest first. */
export const languageLevels = ['native', 'fluent', 'business', 'conversational'] as const;
export type LanguageLevel = (typeof languageLevels)[number];

/** 全国通訳案内士 (national), 地域通訳案内士 (regional, with its region), or no licence. */
export const licenceTypes = ['national', 'regional', 'none'] as const;
export type LicenceType = (typeof licenceTypes)[number];

/** The Japan Federation of Guides' reference rates (JPY), the profile's prefill. */
export const REFERENCE_RATES = { fullDay: 32_000, halfDay: 24_000, overtimeHour: 2_000 } as const;

/** A full day; hours beyond it are overtime. */
export const FULL_DAY_HOURS = 8;

export const GUIDE_LIMITS = {
  /** No day's rate above ¥1,000,000: more is a typing accident. */
  maxRate: 1_000_000,
  languages: 10,
  regions: 47,
  specialties: 20,
  specialty: 40,
  bio: 4_000,
  licenceNumber: 40,
  region: 60,
  /** Years after which the mandatory training is due again (shown as a warning). */
  trainingYears: 5,
  /** Days one availability write may cover. */
  availabilityDays: 366,
} as const;

export const JOB_LIMITS = {
  title: 120,
  description: 4_000,
  meetingPlace: 200,
  message: 2_000,
  reason: 1_000,
  languages: 5,
  groupSize: 1_000,
  /** A job lasts at most a month; longer engagements are several jobs. */
  days: 31,
  hoursPerDay: { min: 1, max: 16 },
} as const;

/** `YYYY-MM-DD` of a moment in Japan (the calendar every date of a job is written in). */
export function japanDay(at: Date = new Date()): string {
  return formatDate(at);
}

const dayMs = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `count` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  return new Date(utc(day) + count * dayMs).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included; 0 when `to` comes first. */
export function dayCount(from: string, to: string): number {
  return Math.max(0, Math.round((utc(to) - utc(from)) / dayMs) + 1);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const count = dayCount(from, to);
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

export type DayRange = { from: string; to: string };

/** The overlap rule: two inclusive day ranges share at least one day. */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The days two ranges share, in order (empty when they do not overlap). */
export function sharedDays(a: DayRange, b: DayRange): string[] {
  if (!rangesOverlap(a, b)) return [];
  return daysOf(a.from > b.from ? a.from : b.from, a.to < b.to ? a.to : b.to);
}

export type FeeInput = {
  /** The job's days. */
  dates: DayRange;
  hoursPerDay: number;
  /** The guide's fee for one day of up to 8 hours. */
  feePerDay: number;
  /** Paid for each hour beyond 8 on every day. */
  overtimePerHour: number;
};

export type FeeTotal = { days: number; overtimeHours: number; perDay: number; total: number };

/**
 * What a job costs the buyer: every day the fee, plus overtime for the hours beyond 8 (a half hour counts as
 * half an hour's pay, rounded half up to the yen).
 */
export function jobFeeTotal(input: FeeInput): FeeTotal {
  const days = dayCount(input.dates.from, input.dates.to);
  const overtimeHours = Math.max(0, input.hoursPerDay - FULL_DAY_HOURS);
  const perDay = input.feePerDay + Math.round(overtimeHours * input.overtimePerHour);
  return { days, overtimeHours, perDay, total: days * perDay };
}

/** The licence training warning: the last mandatory training was more than 5 years before `today`. */
export function trainingOverdue(
  lastTraining: string | null | undefined,
  today: string = japanDay(),
): boolean {
  if (!lastTraining) return false;
  const [year, month, day] = lastTraining.split('-');
  const due = `${String(Number(year) + GUIDE_LIMITS.trainingYears).padStart(4, '0')}-${month}-${day}`;
  return today > due;
}

export type RuleFailure = { path: (string | number)[]; rule: string; message: string };

/**
 * The rules of a job's dates that need the clock: no day in the past (Japan's calendar), at
 * most 31 days, and applications that close in the future but no later than the job's last day.
 */
export function jobDateIssues(
  job: { dates: DayRange; deadline: string },
  now: Date = new Date(),
): RuleFailure[] {
  const issues: RuleFailure[] = [];
  if (job.dates.from < japanDay(now))
    issues.push({ path: ['dates', 'from'], rule: 'past', message: 'must not be in the past' });
  if (dayCount(job.dates.from, job.dates.to) > JOB_LIMITS.days)
    issues.push({
      path: ['dates', 'to'],
      rule: 'too_long',
      message: `a job lasts at most ${JOB_LIMITS.days} days`,
    });
  const deadline = Date.parse(job.deadline);
  if (!(deadline > now.getTime()))
    issues.push({ path: ['deadline'], rule: 'past', message: 'must be in the future' });
  else if (deadline > Date.parse(`${addDays(job.dates.to, 1)}T00:00:00+09:00`))
    issues.push({ path: ['deadline'], rule: 'after_end', message: "must not be after the job's last day" });
  return issues;
}
