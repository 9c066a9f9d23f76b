import {
  addDays,
  type GuideLanguage,
  JOB_LIMITS,
  type JobCreate,
  japanDay,
  jobCreate,
  jobDateIssues,
  type LicenceType,
} from '@tourtariff/shared';
import { type RuleIssue, ruleIssueOf } from '../../../lib/api/zod-issue';

/** The post-a-job form as typed; numbers stay text until sent so a half-typed one never jumps. */
export type JobFormValues = {
  titleJp: string;
  titleEn: string;
  descriptionJp: string;
  descriptionEn: string;
  oneDay: boolean;
  from: string;
  to: string;
  startTime: string;
  hoursPerDay: string;
  meetingPlace: string;
  prefecture: string;
  languages: GuideLanguage[];
  groupSize: string;
  /** `own`: the guide's own rate (each application names its fee). */
  feeMode: 'fixed' | 'own';
  feePerDay: string;
  licence: LicenceType[];
  specialties: string;
  /** `YYYY-MM-DDTHH:MM` in Japan time, as a datetime-local input gives it. */
  deadline: string;
};

export type JobField = keyof JobFormValues;

/** A fresh form: one day, a week from now, 9:00 for 8 hours; applications close the evening before. */
export function emptyJobForm(today: string = japanDay()): JobFormValues {
  const day = addDays(today, 7);
  return {
    titleJp: '',
    titleEn: '',
    descriptionJp: '',
    descriptionEn: '',
    oneDay: true,
    from: day,
    to: day,
    startTime: '09:00',
    hoursPerDay: '8',
    meetingPlace: '',
    prefecture: '',
    languages: [],
    groupSize: '1',
    feeMode: 'fixed',
    feePerDay: '32000',
    licence: [],
    specialties: '',
    deadline: `${addDays(day, -1)}T18:00`,
  };
}

const numberOf = (text: string) => {
  const clean = text.normalize('NFKC').replace(/[,\s]/g, '');
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN;
};

/** The form as `POST /api/v1/Job`'s body; the deadline is read in Japan time (+09:00), where the job happens. */
export function jobCreateOf(values: JobFormValues, space: string, offerTo?: string): JobCreate {
  return {
    space,
    ...(offerTo ? { offerTo } : {}),
    title: { jp: values.titleJp.trim(), en: values.titleEn.trim() },
    description: { jp: values.descriptionJp.trim(), en: values.descriptionEn.trim() },
    dates: { from: values.from, to: values.oneDay ? values.from : values.to },
    startTime: values.startTime,
    hoursPerDay: numberOf(values.hoursPerDay),
    meetingPlace: values.meetingPlace.trim(),
    prefecture: values.prefecture,
    languages: values.languages,
    groupSize: numberOf(values.groupSize),
    feePerDay: values.feeMode === 'own' ? null : numberOf(values.feePerDay),
    requirements: {
      licence: values.licence,
      specialties: values.specialties
        .split(/[,、\n]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    },
    deadline: values.deadline ? `${values.deadline}:00+09:00` : '',
  };
}

/** A request path (`title.jp`, `dates.to`, `requirements.licence`) → the input that shows it. */
export function jobFieldOf(path: string): JobField | null {
  const [head, part] = path.replace(/^body\./, '').split('.');
  const pairs: Record<string, JobField> = {
    'title.jp': 'titleJp',
    'title.en': 'titleEn',
    'description.jp': 'descriptionJp',
    'description.en': 'descriptionEn',
    'dates.from': 'from',
    'dates.to': 'to',
    'requirements.licence': 'licence',
    'requirements.specialties': 'specialties',
  };
  const pair = pairs[`${head}.${part}`];
  if (pair) return pair;
  if (head === 'title') return 'titleJp';
  if (head === 'dates') return 'from';
  const direct: readonly string[] = [
    'startTime',
    'hoursPerDay',
    'meetingPlace',
    'prefecture',
    'languages',
    'groupSize',
    'feePerDay',
    'deadline',
  ];
  return direct.includes(head ?? '') ? (head as JobField) : null;
}

/** The contract's refusals and the rules of the clock (no past dates, deadline before the end), as the server. */
export function invalidJobFields(
  body: JobCreate,
  now: Date = new Date(),
): Partial<Record<JobField, RuleIssue>> {
  const found: Partial<Record<JobField, RuleIssue>> = {};
  const result = jobCreate.safeParse(body);
  for (const issue of result.success ? [] : result.error.issues) {
    const ruled = ruleIssueOf(issue);
    const field = jobFieldOf(ruled.path);
    if (field) found[field] ??= ruled;
  }
  // The clock's rules need readable dates; the contract has already named the unreadable ones.
  if (body.dates.from && body.dates.to && !Number.isNaN(Date.parse(body.deadline)))
    for (const issue of jobDateIssues(body, now)) {
      const field = jobFieldOf(issue.path.join('.'));
      // The server names the longest job in its answer; the shared rule leaves it to the text.
      const params = issue.rule === 'too_long' ? { max: JOB_LIMITS.days } : undefined;
      if (field)
        found[field] ??= {
          path: issue.path.join('.'),
          rule: issue.rule,
          message: issue.message,
          ...(params ? { params } : {}),
        };
    }
  return found;
}
