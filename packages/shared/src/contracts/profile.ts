import { z } from 'zod';
import { text } from '../text.ts';

export const genders = ['Male', 'Female', 'Other'] as const;

/** A storage reference as docs/product.md §3 allows: a content hash (CIDv1 base32), or a value used directly. */
export const imageReference = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^(https?:\/\/|\/|data:image\/)/.test(value) || /^b[a-z2-7]{20,120}$/.test(value), {
    message: 'must be a storage hash, an http(s) URL, a path starting with / or a data:image URL',
  });

/** A calendar date that exists and lies in the past (docs/product.md §5 "Date of birth uses a date input"). */
export const pastDate = z.iso.date().refine(
  (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
  },
  { message: 'must be a real date between 1900 and today' },
);

/**
 * The base profile of docs/product.md §3, edited in the account settings modal. Every field is optional so a form can send
 * only what changed; `null` clears a value. The contact email is the provider's and is never written here.
 */
export const baseProfileUpdate = z
  .object({
    avatar: imageReference.nullable(),
    name: text(100, { trim: true }).nullable(),
    furigana: text(100, { trim: true }).nullable(),
    nameAlpha: text(100, { trim: true }).nullable(),
    birthday: pastDate.nullable(),
    gender: z.enum(genders).nullable(),
    address: z
      .object({ addr1: text(300, { trim: true }).optional() })
      .strict()
      .nullable(),
    contact: z
      .object({
        phone: z
          .string()
          .trim()
          .regex(/^[0-9+()\- ]{0,30}$/, 'digits, spaces, + - ( ) only')
          .optional(),
      })
      .strict()
      .nullable(),
  })
  .partial()
  .strict();

export type BaseProfileUpdate = z.infer<typeof baseProfileUpdate>;

export type BaseProfile = {
  avatar: string | null;
  name: string | null;
  furigana: string | null;
  nameAlpha: string | null;
  birthday: string | null;
  gender: (typeof genders)[number] | null;
  address: { addr1?: string };
  contact: { phone?: string; email: string };
};
