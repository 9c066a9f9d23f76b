import type { InquiryCreateBody } from '@tourtariff/shared';
import type { InquiryStay } from './inquiry-stay';

export type InquiryField = 'date' | 'to' | 'adults' | 'children' | 'units' | 'note';
export type InquiryDraft = Record<InquiryField, string>;

const fields: readonly InquiryField[] = ['date', 'to', 'adults', 'children', 'units', 'note'];

/** A field the server names (`body.adults`) as the form's input, so its rule shows beside that input. */
export function inquiryFieldOf(path: string): InquiryField | null {
  const name = path.replace(/^body\./, '');
  return (fields as readonly string[]).includes(name) ? (name as InquiryField) : null;
}

// Typed numbers go as numbers; what is not one goes as typed, so the server names the field and its rule.
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The request body of an inquiry from what the buyer typed, with the quote's nights and age bands when asked. */
export function inquiryBodyOf(
  draft: InquiryDraft,
  tariff: string,
  space: string,
  stay: InquiryStay = {},
): InquiryCreateBody {
  return {
    space,
    tariff,
    date: draft.date,
    ...(draft.to ? { to: draft.to } : {}),
    adults: numberOf(draft.adults),
    children: draft.children.trim() ? numberOf(draft.children) : 0,
    ...(draft.units.trim() && draft.units.trim() !== '1' ? { units: numberOf(draft.units) } : {}),
    ...(stay.nights !== undefined ? { nights: stay.nights } : {}),
    ...(stay.bands !== undefined ? { bands: stay.bands } : {}),
    note: draft.note.trim(),
  };
}
