import type { EventCreate, EventPatch } from '@tourtariff/shared';
import type { EventView } from '../api/types';

/** The form's state: plain strings for the inputs, the linked tariff keys in the order they were chosen. */
export type EventFormValues = {
  titleJp: string;
  titleEn: string;
  descriptionJp: string;
  descriptionEn: string;
  from: string;
  to: string;
  placeJp: string;
  placeEn: string;
  prefecture: string;
  tariffs: string[];
  published: boolean;
};

export type EventField = keyof EventFormValues;
export type EventErrors = Partial<Record<EventField, string>>;

/** The shared contract's limits (tariffs-events.ts), so the browser stops the typing before the server refuses. */
export const EVENT_LIMITS = { title: 200, description: 5_000, place: 200, tariffs: 20 } as const;

export const emptyEventForm: EventFormValues = {
  titleJp: '',
  titleEn: '',
  descriptionJp: '',
  descriptionEn: '',
  from: '',
  to: '',
  placeJp: '',
  placeEn: '',
  prefecture: '',
  tariffs: [],
  published: false,
};

export function formFromEvent(event: EventView): EventFormValues {
  return {
    titleJp: event.title.jp,
    titleEn: event.title.en,
    descriptionJp: event.description.jp,
    descriptionEn: event.description.en,
    from: event.dates.from,
    to: event.dates.to,
    placeJp: event.place.jp,
    placeEn: event.place.en,
    prefecture: event.prefecture ?? '',
    tariffs: [...event.tariffs],
    published: event.published,
  };
}

/** The whole document: a create sends it with the space, an edit sends it as a PATCH (every field, so what
 * the supplier sees is what is stored, even if someone else changed a field meanwhile). */
export function eventBody(values: EventFormValues): Required<EventPatch> {
  return {
    title: { jp: values.titleJp.trim(), en: values.titleEn.trim() },
    description: { jp: values.descriptionJp.trim(), en: values.descriptionEn.trim() },
    dates: { from: values.from, to: values.to },
    place: { jp: values.placeJp.trim(), en: values.placeEn.trim() },
    prefecture: values.prefecture || null,
    tariffs: values.tariffs,
    published: values.published,
  };
}

export const createBody = (space: string, values: EventFormValues): EventCreate => ({
  space,
  ...eventBody(values),
});

/** A check the browser makes, named as the server names it, so one vocabulary (`errors:rules`) words both. */
export type LocalIssue = { rule: string; message: string; params?: { max: number } };

/** Rules the browser can check before sending, each named as the server names it (so one message list serves). */
export function invalidEventFields(values: EventFormValues): [EventField, LocalIssue][] {
  const invalid: [EventField, LocalIssue][] = [];
  const add = (field: EventField, rule: string, params?: { max: number }) =>
    invalid.push([field, { rule, message: '', ...(params ? { params } : {}) }]);
  if (!values.titleJp.trim() && !values.titleEn.trim()) add('titleJp', 'required');
  if (!values.from) add('from', 'date_required');
  if (!values.to) add('to', 'date_required');
  else if (values.from && values.to < values.from) add('to', 'date_order');
  if (values.tariffs.length > EVENT_LIMITS.tariffs) add('tariffs', 'too_many', { max: EVENT_LIMITS.tariffs });
  return invalid;
}

/** The form field a server path names (`title.en`, `dates.to`, `tariffs.3` after the `body.` prefix), if any. */
export function eventFieldOf(path: string): EventField | null {
  const [head, sub] = path.split('.');
  const language = sub === 'en' ? 'En' : 'Jp';
  switch (head) {
    case 'title':
    case 'description':
    case 'place':
      return `${head}${language}`;
    case 'dates':
      return sub === 'to' ? 'to' : 'from';
    case 'prefecture':
    case 'tariffs':
    case 'published':
      return head;
    default:
      return null;
  }
}
