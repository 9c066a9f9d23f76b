import { z } from 'zod';
import {
  bilingual,
  bilingualRequired,
  dateRange,
  emptyBilingual,
  prefectureCode,
  spaceKeyInput,
  tariffKey,
} from './tariffs-fields.ts';

/** Events (docs/product-decisions.md §6): a supplier's dated promotion or happening, linking some of its tariffs. */
const eventFields = {
  title: bilingualRequired(200),
  description: bilingual(5_000),
  dates: dateRange,
  place: bilingual(200),
  prefecture: prefectureCode.nullable(),
  tariffs: z
    .array(tariffKey)
    .max(20)
    .refine((keys) => new Set(keys).size === keys.length, {
      message: 'lists a tariff twice',
      params: { rule: 'unique' },
    }),
  /** Only published events are shown on the shareable page. */
  published: z.boolean(),
};

export const eventDoc = z
  .object({
    ...eventFields,
    description: eventFields.description.default(emptyBilingual),
    place: eventFields.place.default(emptyBilingual),
    prefecture: eventFields.prefecture.default(null),
    tariffs: eventFields.tariffs.default([]),
    published: eventFields.published.default(false),
  })
  .strict();

export const eventCreate = eventDoc.extend({ space: spaceKeyInput }).strict();
export const eventPatch = z.object(eventFields).partial().strict();

export type EventDoc = z.infer<typeof eventDoc>;
export type EventCreate = z.infer<typeof eventCreate>;
export type EventPatch = z.infer<typeof eventPatch>;
