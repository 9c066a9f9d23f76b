import { z } from 'zod';

/** Bodies and answers of the core's notify group (docs/core-api.md "notify"). */

export const LIMITS = { subject: 200, body: 4000, link: 2000, pageSize: 100 } as const;

// The WHATWG URL class is in every runtime this package runs in (Node, browsers), though not in the ES library
// types it is compiled against.
const Url = (globalThis as unknown as { URL: new (input: string) => { protocol: string } }).URL;

/**
 * A link the web may render as an anchor: a path on this origin (`/profile/k1`) or an absolute http(s) URL.
 * Protocol-relative `//host` and `/\host` would leave the origin, and `javascript:` or `data:` would run or
 * show arbitrary content, so all of those are refused.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new Url(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const sub = z.string().trim().min(1).max(200);
const key = z.uuid();
const page = {
  limit: z.number().int().min(1).max(LIMITS.pageSize).default(20),
  cursor: z.string().max(200).optional(),
};

/** A text in both languages: what the server writes; the web shows the reader's one. */
const bilingual = (text: z.ZodString) => z.object({ jp: text, en: text }).strict();
const subjectText = z.string().trim().min(1).max(LIMITS.subject);
const bodyText = z.string().max(LIMITS.body);

/**
 * `subject` and `body` are `{jp, en}`, or one string for both languages (an administrator writing to one
 * reader in the reader's language, or text that needs no translation).
 */
export const newNotificationBody = z
  .object({
    target: sub,
    subject: z.union([subjectText, bilingual(subjectText)]),
    body: z.union([bodyText, bilingual(bodyText)]).default(''),
    link: z
      .string()
      .trim()
      .max(LIMITS.link)
      .refine(isSafeLink, 'must be a path on this site (starting with /) or an http(s) URL')
      .optional(),
  })
  .strict();
export type NewNotification = z.input<typeof newNotificationBody>;

export const manageBody = z.object({ key, read: z.boolean() }).strict();
export const keyBody = z.object({ key }).strict();
export const listBody = z.object({ target: sub.optional(), ...page }).strict();
export const listAllBody = z.object(page).strict();

// What the calls answer (the `data` of the envelope); times are ISO 8601 strings in UTC.
const text = z.object({ jp: z.string(), en: z.string() }).describe('The text in both languages');
const time = z.string().describe('ISO 8601, UTC');

export const summaryData = z.object({ key: z.string(), subject: text, read: z.boolean(), createdAt: time });
export const detailsData = z.object({
  key: z.string(),
  target: z.string(),
  subject: text,
  body: text,
  link: z.string().nullable(),
  read: z.boolean(),
  createdBy: z.string(),
  createdAt: time,
  readAt: time.nullable(),
});
export const listData = z.object({
  items: z.array(summaryData),
  next: z.string().nullable().describe('The cursor of the next page; null on the last one'),
  unread: z.number().int(),
});
export const listAllData = z.object({
  items: z.array(summaryData.extend({ target: z.string(), createdBy: z.string() })),
  next: z.string().nullable(),
});
export const readData = z.object({ key: z.string(), read: z.boolean(), readAt: time.nullable() });
export const keyData = z.object({ key: z.string() });

export type NotificationText = z.infer<typeof text>;
export type NotificationSummary = z.infer<typeof summaryData>;
export type NotificationPage = z.infer<typeof listData>;
export type NotificationDetails = z.infer<typeof detailsData>;
export type NotificationRead = z.infer<typeof readData>;
