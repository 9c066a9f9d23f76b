import type { EventCreate, EventPatch } from '@tourtariff/shared';
import type { ApiError } from '../../../lib/api/api-error';
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

/** Rules the browser can check before sending, each named as the server names it (so one message list serves). */
export function invalidEventFields(values: EventFormValues): [EventField, string][] {
  const invalid: [EventField, string][] = [];
  if (!values.titleJp.trim() && !values.titleEn.trim()) invalid.push(['titleJp', 'required']);
  if (!values.from) invalid.push(['from', 'date_required']);
  if (!values.to) invalid.push(['to', 'date_required']);
  else if (values.from && values.to < values.from) invalid.push(['to', 'date_order']);
  if (values.tariffs.length > EVENT_LIMITS.tariffs) invalid.push(['tariffs', 'too_many']);
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

export type FieldIssue = { field: EventField; rule: string; message: string };

/** A refusal split into issues the form shows beside a field and messages it shows above the form. */
export function refusalIssues(error: ApiError | null): { fields: FieldIssue[]; other: string[] } {
  const fields: FieldIssue[] = [];
  const other: string[] = [];
  for (const issue of error?.fields ?? []) {
    const field = eventFieldOf(issue.field.replace(/^body\.?/, ''));
    if (field) fields.push({ field, rule: issue.rule, message: issue.message });
    else other.push(`${issue.field}: ${issue.message}`);
  }
  return { fields, other };
}
