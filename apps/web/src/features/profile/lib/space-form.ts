import { type SpaceDetailsInput, type SpaceUpdate, spaceUpdate } from '@tourtariff/shared';
import type { SpaceDetails, SpaceView } from '../api/get-space';

/** The inputs of the space edit form: name, avatar and the business details of DESIGN §5. */
export const spaceFields = [
  'name',
  'avatar',
  'descriptionJp',
  'descriptionEn',
  'address',
  'phone',
  'website',
  'languages',
  'corporateNumber',
  'invoiceNumber',
  'travelRegistration',
  'logo',
] as const;
export type SpaceField = (typeof spaceFields)[number];

type ImageField = 'avatar' | 'logo';
export type SpaceFormValues = Record<Exclude<SpaceField, ImageField>, string> &
  Record<ImageField, string | null>;
export type SpaceErrors = Partial<Record<SpaceField, string>>;

/** The detail fields kept as plain strings on the server, by input name. */
const textDetails = [
  'address',
  'phone',
  'website',
  'corporateNumber',
  'invoiceNumber',
  'travelRegistration',
] as const;

export function formFromSpace(space: Pick<SpaceView, 'name' | 'avatar' | 'details'>): SpaceFormValues {
  const details: SpaceDetails = space.details;
  return {
    name: space.name ?? '',
    avatar: space.avatar ?? null,
    descriptionJp: details.description?.jp ?? '',
    descriptionEn: details.description?.en ?? '',
    address: details.address ?? '',
    phone: details.phone ?? '',
    website: details.website ?? '',
    languages: (details.languages ?? []).join(', '),
    corporateNumber: details.corporateNumber ?? '',
    invoiceNumber: details.invoiceNumber ?? '',
    travelRegistration: details.travelRegistration ?? '',
    logo: details.logo || null,
  };
}

/** "ja, en" or "ja en" → ['ja', 'en']: language codes as the contract stores them. */
export function parseLanguages(value: string): string[] {
  return value
    .split(/[\s,、]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
}

/** Only what changed, as the PATCH body; the server merges `details` field by field. */
export function spaceChanges(initial: SpaceFormValues, current: SpaceFormValues): SpaceUpdate {
  const update: SpaceUpdate = {};
  const details: SpaceDetailsInput = {};
  const changed = (field: SpaceField) => (current[field] ?? '').trim() !== (initial[field] ?? '').trim();
  if (changed('name')) update.name = current.name.trim();
  if (current.avatar !== initial.avatar) update.avatar = current.avatar;
  // The description is stored as one {jp, en} object, so a change to either sends both.
  if (changed('descriptionJp') || changed('descriptionEn'))
    details.description = { jp: current.descriptionJp.trim(), en: current.descriptionEn.trim() };
  for (const field of textDetails) if (changed(field)) details[field] = current[field].trim();
  if (changed('languages')) details.languages = parseLanguages(current.languages);
  // The contract has no null for a logo: an empty string removes it.
  if (current.logo !== initial.logo) details.logo = current.logo ?? '';
  if (Object.keys(details).length > 0) update.details = details;
  return update;
}

/** A request path (server `body.details.phone` without `body.`, or a zod issue path) → the input showing it. */
export function spaceFieldOf(path: string): SpaceField | null {
  const parts = path.split('.');
  if (parts[0] === 'name' || parts[0] === 'avatar') return parts[0];
  if (parts[0] !== 'details') return null;
  const detail = parts[1];
  if (detail === 'description') return parts[2] === 'en' ? 'descriptionEn' : 'descriptionJp';
  return (spaceFields as readonly string[]).includes(detail ?? '') ? (detail as SpaceField) : null;
}

/** The inputs failing the shared contract, before anything is sent. */
export function invalidSpaceFields(update: SpaceUpdate): SpaceField[] {
  const result = spaceUpdate.safeParse(update);
  if (result.success) return [];
  const fields = result.error.issues
    .map((issue) => spaceFieldOf(issue.path.map(String).join('.')))
    .filter((field): field is SpaceField => field !== null);
  return [...new Set(fields)];
}
