import { type ErrorParams, tariffDoc } from '@tourtariff/shared';
import type { ApiError, ApiFieldIssue } from '../../../lib/api/api-error';
import { placeIssues } from '../../../lib/api/field-errors';
import { ruleIssueOf } from '../../../lib/api/zod-issue';
import { docFromForm } from './doc-from-form';
import { bilingualFields, type TariffForm } from './form-state';

/**
 * One problem shown beside an input: the rule that failed, its params, the refusal's code (whose domain may
 * word the rule) and the server's (or zod's) English words, shown only for a rule no locale file knows.
 */
export type FieldError = { rule: string; message: string; params?: ErrorParams; code?: string };
/** Problems by input key; keys are document paths (`rates.0.adult`), or a list (`seasons`) for the list itself. */
export type EditorErrors = Record<string, FieldError>;

const rowFields: Record<string, readonly string[]> = {
  seasons: ['name.jp', 'name.en', 'from', 'to'],
  rates: [
    'season',
    'unit',
    'pax_min',
    'pax_max',
    'adult',
    'child',
    'occupancy',
    'day_type',
    'single_supplement',
  ],
  cancellation: ['days_before', 'fee_percent'],
  special_days: ['name.jp', 'name.en', 'from', 'to'],
  // A band's percent or fixed price is typed in one input, `amount` (form-dimensions.ts).
  age_bands: ['key', 'name.jp', 'name.en', 'age_min', 'age_max', 'amount', 'counts_for_occupancy'],
};
const plain = new Set([
  'category',
  'prefecture',
  'currency',
  'visibility',
  'tax.rate',
  'tax.included',
  'charges.service_percent',
  'charges.bath_tax.per_night',
  'charges.bath_tax.exempt_under_age',
  'charges.lodging_tax',
]);
const lists = new Set([
  'blackout',
  'seasons',
  'rates',
  'cancellation',
  'images',
  'tags',
  'special_days',
  'marked_days',
  'age_bands',
]);
const bandAmount = new Set(['percent', 'fixed']);

/**
 * The input a document path belongs to (`body.` already removed), or null when no input shows it. A problem
 * with a whole object lands on its first input (`title` → `title.jp`, `rates.2` → its adult amount).
 */
export function inputKeyOf(path: string): string | null {
  const parts = path.split('.');
  const [head = '', second, third, fourth] = parts;
  if ((bilingualFields as readonly string[]).includes(head))
    return second === 'en' ? `${head}.en` : `${head}.jp`;
  if (plain.has(path)) return path;
  if (head === 'tax') return 'tax.rate';
  if (head === 'validity') return second === 'from' ? 'validity.from' : 'validity.to';
  if ((head === 'blackout' || head === 'marked_days') && second !== undefined && /^\d+$/.test(second))
    return `${head}.${second}`;
  if (head === 'charges')
    return second === 'bath_tax' ? 'charges.bath_tax.per_night' : 'charges.service_percent';
  const fields = rowFields[head];
  if (fields && second !== undefined && /^\d+$/.test(second)) {
    // A season's name is {jp, en}: `seasons.0.name` (neither filled in) lands on the Japanese input.
    const leaf =
      third === 'name'
        ? `name.${fourth === 'en' ? 'en' : 'jp'}`
        : head === 'age_bands' && third !== undefined && bandAmount.has(third)
          ? 'amount'
          : third;
    const field = leaf && fields.includes(leaf) ? leaf : head === 'rates' ? 'adult' : fields[0];
    return `${head}.${second}.${field}`;
  }
  return lists.has(head) ? head : null;
}

function add(errors: EditorErrors, path: string, error: FieldError) {
  const key = inputKeyOf(path);
  if (key !== null) errors[key] ??= error;
}

/** A server refusal's fields (docs/product-decisions.md §8) beside their inputs; the ones no input shows are returned apart. */
export function serverErrors(error: ApiError | null): { byInput: EditorErrors; other: ApiFieldIssue[] } {
  const { byField, other } = placeIssues(error, inputKeyOf);
  const byInput: EditorErrors = {};
  for (const [key, issue] of Object.entries(byField)) {
    if (!issue) continue;
    const { rule, message, params } = issue;
    byInput[key] = { rule, message, ...(params ? { params } : {}), ...(error ? { code: error.code } : {}) };
  }
  return { byInput, other };
}

/**
 * What can be said before sending: inputs that cannot be read, then the shared contract the server applies
 * (overlapping seasons, pax order …), so the obvious mistakes show without a round trip.
 */
export function clientErrors(form: TariffForm): EditorErrors {
  const { doc, issues } = docFromForm(form);
  const errors: EditorErrors = {};
  for (const [path, rule] of Object.entries(issues)) add(errors, path, { rule, message: '' });
  if (Object.keys(errors).length > 0) return errors;
  const parsed = tariffDoc.safeParse(doc);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const { path, ...problem } = ruleIssueOf(issue);
    add(errors, path, problem);
  }
  return errors;
}
