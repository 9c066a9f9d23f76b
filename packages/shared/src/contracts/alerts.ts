import { z } from 'zod';

/**
 * Mail alerts and contact persons (docs/product-decisions.md §14): how a person hears of each kind of event,
 * what an administrator's digest run answers, and a space's 担当者.
 */
export const ALERT_KINDS = ['inquiry', 'message', 'agreement', 'job', 'booking'] as const;
export const ALERT_MODES = ['bell', 'mail', 'digest'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertMode = (typeof ALERT_MODES)[number];

export const alertKind = z.enum(ALERT_KINDS);
export const alertMode = z.enum(ALERT_MODES);
export const alertLang = z.enum(['jp', 'en']);

/** Every kind with its mode: a kind never chosen is bell only (the default, so nothing changes unasked). */
export const alertPreferencesResponse = z.object({
  lang: alertLang.describe('The language mails are written in'),
  modes: z.object(
    Object.fromEntries(ALERT_KINDS.map((k) => [k, alertMode])) as Record<AlertKind, typeof alertMode>,
  ),
});
export type AlertPreferences = z.infer<typeof alertPreferencesResponse>;

/** A PATCH: only the kinds sent change; `lang` too when sent. */
export const alertPreferencesPatch = z
  .object({
    lang: alertLang.optional(),
    modes: z.partialRecord(alertKind, alertMode).optional(),
  })
  .strict();
export type AlertPreferencesPatch = z.infer<typeof alertPreferencesPatch>;

export const digestRunResponse = z.object({
  mails: z.number().int().describe('Digest mails sent by this run'),
  items: z.number().int().describe('Queued items those mails held'),
});

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(2000) }).strict();

/**
 * A phone number the way Japanese businesses write it: domestic (075-123-4567, 0120-12-3456, 09012345678,
 * full-width digits and hyphens accepted) or international (+81 75-123-4567).
 */
export function isJapanesePhone(value: string): boolean {
  // Full-width digits ０–９, and －, ー and ‐ as hyphens; written as escapes so the server bundle stays ASCII.
  const ascii = value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0D\u30FC\u2010]/g, '-');
  const digits = ascii.replace(/[-\s()]/g, '');
  if (/^\+81\d{9,10}$/.test(digits)) return /^\+81[\d\s()-]+$/.test(ascii);
  return /^0\d{9,10}$/.test(digits) && /^[\d()-]+$/.test(ascii);
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A space's 担当者 and its digest time, as its owners and admins write them. */
export const spaceContactUpdate = z
  .object({
    name: z.string().trim().min(1).max(100),
    department: z.string().trim().max(100).default(''),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((v) => v === '' || isJapanesePhone(v), 'must be a Japanese phone number (075-123-4567, +81 …)')
      .default(''),
    digestAt: z.string().regex(HHMM, 'must be HH:MM (Asia/Tokyo)').default('08:00'),
  })
  .strict();
export type SpaceContactUpdate = z.input<typeof spaceContactUpdate>;

/** The contact person a record shows in place of an address; null when the space named nobody. */
export const spaceContactResponse = z
  .object({
    space: z.string(),
    name: z.string(),
    department: z.string(),
    phone: z.string(),
  })
  .nullable();
export type SpaceContact = z.infer<typeof spaceContactResponse>;

/** What the space's settings page reads: the contact (null: none yet) and the digest time. */
export const spaceContactSettings = z.object({ contact: spaceContactResponse, digestAt: z.string() });
