import { z } from 'zod';

export const LIMITS = { subject: 200, body: 4000, link: 2000, pageSize: 100 } as const;

/**
 * A link the web may render as an anchor: a path on this origin (`/profile/k1`) or an absolute http(s) URL.
 * Protocol-relative `//host` and `/\host` would leave the origin, and `javascript:` or `data:` would run or
 * show arbitrary content, so all of those are refused.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
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

/** A text in both languages, for what the server writes (issue 12 item 5); the web shows the reader's one. */
const bilingual = (max: number) =>
  z.object({ jp: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) }).strict();

export const newNotificationBody = z
  .object({
    target: sub,
    subject: z.union([z.string().trim().min(1).max(LIMITS.subject), bilingual(LIMITS.subject)]),
    body: z.union([z.string().max(LIMITS.body), bilingual(LIMITS.body)]).default(''),
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
