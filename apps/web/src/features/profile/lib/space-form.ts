import { profileRuleIssues, type SpaceDetailsInput, type SpaceUpdate, spaceUpdate } from '@tourtariff/shared';
import type { SpaceDetails, SpaceKind, SpaceView } from '../api/get-space';

/** The inputs of the space edit form: name, avatar and the business profile of docs/product-decisions.md §5. */
export const spaceFields = [
  'name',
  'avatar',
  'descriptionJp',
  'descriptionEn',
  'postalCode',
  'prefecture',
  'city',
  'street',
  'phone',
  'website',
  'languages',
  'corporateNumber',
  'invoiceNumber',
  'travelAuthority',
  'travelNumber',
  'foundedYear',
  'staffCount',
  'logo',
  'bankName',
  'bankBranch',
  'bankType',
  'bankNumber',
  'bankHolder',
] as const;
export type SpaceField = (typeof spaceFields)[number];

type ImageField = 'avatar' | 'logo';
export type SpaceFormValues = Record<Exclude<SpaceField, ImageField>, string> &
  Record<ImageField, string | null>;
/** A refused input: the rule it broke (the shared contract's name, as the server would answer it). */
export type SpaceIssue = { rule: string; message: string; params?: Record<string, string | number> };
export type SpaceErrors = Partial<Record<SpaceField, string>>;

/** The detail fields kept as plain strings on the server, by input name. */
const textDetails = ['phone', 'website', 'corporateNumber', 'invoiceNumber'] as const;
const addressFields = ['postalCode', 'prefecture', 'city', 'street'] as const;
const numberFields = ['foundedYear', 'staffCount'] as const;
/** 振込先 (docs/statements.md §3): the inputs of the contract's `bankAccount`, by member. */
const bankFields = {
  bank: 'bankName',
  branch: 'bankBranch',
  type: 'bankType',
  number: 'bankNumber',
  holder: 'bankHolder',
} as const satisfies Record<string, SpaceField>;
const bankInputs = Object.values(bankFields);

/** Which inputs a kind of space has: a guide no company fields, a person no corporate number or staff count. */
export function fieldsOf(kind: SpaceKind): ReadonlySet<SpaceField> {
  if (kind === 'guide')
    return new Set([
      'name',
      'avatar',
      'descriptionJp',
      'descriptionEn',
      'phone',
      'website',
      'languages',
      'logo',
    ]);
  if (kind === 'personal')
    return new Set(spaceFields.filter((f) => f !== 'corporateNumber' && f !== 'staffCount'));
  return new Set(spaceFields);
}

export function formFromSpace(space: Pick<SpaceView, 'name' | 'avatar' | 'details'>): SpaceFormValues {
  const details: SpaceDetails = space.details;
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    name: space.name ?? '',
    avatar: space.avatar ?? null,
    descriptionJp: details.description?.jp ?? '',
    descriptionEn: details.description?.en ?? '',
    postalCode: details.address?.postalCode ?? '',
    prefecture: details.address?.prefecture ?? '',
    city: details.address?.city ?? '',
    street: details.address?.street ?? '',
    phone: details.phone ?? '',
    website: details.website ?? '',
    languages: (details.languages ?? []).join(', '),
    corporateNumber: details.corporateNumber ?? '',
    invoiceNumber: details.invoiceNumber ?? '',
    travelAuthority: details.travelRegistration?.authority ?? '',
    travelNumber: details.travelRegistration?.number ?? '',
    foundedYear: number(details.foundedYear),
    staffCount: number(details.staffCount),
    logo: details.logo || null,
    bankName: details.bankAccount?.bank ?? '',
    bankBranch: details.bankAccount?.branch ?? '',
    // A new account is 普通 (ordinary) unless the owner picks 当座.
    bankType: details.bankAccount?.type ?? 'ordinary',
    bankNumber: details.bankAccount?.number ?? '',
    bankHolder: details.bankAccount?.holder ?? '',
  };
}

/** "ja, en" or "ja en" → ['ja', 'en']: language codes as the contract stores them. */
export function parseLanguages(value: string): string[] {
  return value
    .split(/[\s,、]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
}

/** "1952" → 1952, "" → null (cleared); anything else stays a string, which the contract refuses by name. */
function parseCount(value: string): number | null | string {
  const trimmed = value.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!trimmed) return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Only what changed, as the PATCH body; the server merges `details` field by field. */
export function spaceChanges(initial: SpaceFormValues, current: SpaceFormValues): SpaceUpdate {
  const update: SpaceUpdate = {};
  const details: SpaceDetailsInput = {};
  const changed = (field: SpaceField) => (current[field] ?? '').trim() !== (initial[field] ?? '').trim();
  if (changed('name')) update.name = current.name.trim();
  if (current.avatar !== initial.avatar) update.avatar = current.avatar;
  // Objects are stored whole ({jp, en}, the address, the registration), so a change to one part sends all.
  if (changed('descriptionJp') || changed('descriptionEn'))
    details.description = { jp: current.descriptionJp.trim(), en: current.descriptionEn.trim() };
  if (addressFields.some(changed))
    details.address = Object.fromEntries(addressFields.map((f) => [f, current[f].trim()]));
  if (changed('travelAuthority') || changed('travelNumber'))
    details.travelRegistration = {
      authority: current.travelAuthority.trim(),
      number: current.travelNumber.trim(),
    };
  for (const field of textDetails) if (changed(field)) details[field] = current[field].trim();
  // A number the contract refuses travels as typed, so the check below names it.
  for (const field of numberFields) if (changed(field)) details[field] = parseCount(current[field]) as number;
  if (changed('languages')) details.languages = parseLanguages(current.languages);
  // The contract has no null for a logo: an empty string removes it.
  if (current.logo !== initial.logo) details.logo = current.logo ?? '';
  // The account is stored whole: a change to one part sends all; emptying every part removes it.
  if (bankInputs.some(changed)) {
    const account = Object.fromEntries(
      Object.entries(bankFields).map(([member, field]) => [member, current[field].trim()]),
    ) as NonNullable<SpaceDetailsInput['bankAccount']>;
    const empty = [account.bank, account.branch, account.number, account.holder].every((v) => !v);
    details.bankAccount = empty ? null : account;
  }
  if (Object.keys(details).length > 0) update.details = details;
  return update;
}

/** A request path (server `body.details.phone` without `body.`, or a zod issue path) → the input showing it. */
export function spaceFieldOf(path: string): SpaceField | null {
  const parts = path.split('.');
  if (parts[0] === 'name' || parts[0] === 'avatar') return parts[0];
  if (parts[0] !== 'details') return null;
  const [, detail, part] = parts;
  if (detail === 'description') return part === 'en' ? 'descriptionEn' : 'descriptionJp';
  if (detail === 'address')
    return (addressFields as readonly string[]).includes(part ?? '') ? (part as SpaceField) : 'street';
  if (detail === 'travelRegistration') return part === 'authority' ? 'travelAuthority' : 'travelNumber';
  if (detail === 'bankAccount') return bankFields[part as keyof typeof bankFields] ?? 'bankName';
  return (spaceFields as readonly string[]).includes(detail ?? '') ? (detail as SpaceField) : null;
}

type ZodIssueLike = { path: PropertyKey[]; code: string; message: string; params?: Record<string, unknown> };

/** A zod issue as the rule the server would name (`check_digit`, `postal_code`, else zod's code). */
function ruleOf(issue: ZodIssueLike): SpaceIssue {
  const named = issue.code === 'custom' ? issue.params?.rule : undefined;
  return { rule: typeof named === 'string' ? named : issue.code, message: issue.message };
}

/**
 * The inputs failing the shared contract or the profile's rules across fields (the T-number against the
 * corporate number, a company's required corporate number), checked on the profile as it would be after the
 * save, before anything is sent. The first issue per input wins.
 */
export function invalidSpaceFields(
  update: SpaceUpdate,
  space: Pick<SpaceView, 'kind' | 'details'>,
): Partial<Record<SpaceField, SpaceIssue>> {
  const found: Partial<Record<SpaceField, SpaceIssue>> = {};
  const result = spaceUpdate.safeParse(update);
  for (const issue of result.success ? [] : (result.error.issues as ZodIssueLike[])) {
    const field = spaceFieldOf(issue.path.map(String).join('.'));
    if (field) found[field] ??= ruleOf(issue);
  }
  // The rules across fields also run when another input failed, so every refusal shows at once.
  if (update.details && space.kind !== 'guide') {
    const merged: Record<string, unknown> = { ...space.details, ...update.details };
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
    const profile = {
      corporateNumber: text(merged.corporateNumber),
      invoiceNumber: text(merged.invoiceNumber),
      foundedYear: count(merged.foundedYear),
      staffCount: count(merged.staffCount),
    };
    for (const issue of profileRuleIssues(profile, space.kind)) {
      const field = spaceFieldOf(`details.${issue.path}`);
      if (field) found[field] ??= { rule: issue.rule, message: issue.message };
    }
  }
  return found;
}
