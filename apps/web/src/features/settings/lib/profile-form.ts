import {
  type BaseProfile,
  type BaseProfileUpdate,
  baseProfileUpdate,
  type genders,
} from '@tourtariff/shared';

export type Gender = (typeof genders)[number];

/** The inputs of the Profile tab (docs/product.md §2), in the order they are shown. */
export const profileFields = [
  'avatar',
  'name',
  'furigana',
  'nameAlpha',
  'birthday',
  'gender',
  'phone',
  'address',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** Text inputs hold strings ('' for none); the avatar is a storage hash, an address or a picked data URL. */
export type ProfileFormValues = Record<Exclude<ProfileField, 'avatar'>, string> & { avatar: string | null };

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function formFromProfile(profile: BaseProfile): ProfileFormValues {
  return {
    avatar: profile.avatar ?? null,
    name: profile.name ?? '',
    furigana: profile.furigana ?? '',
    nameAlpha: profile.nameAlpha ?? '',
    birthday: profile.birthday ?? '',
    gender: profile.gender ?? '',
    phone: profile.contact?.phone ?? '',
    address: profile.address?.addr1 ?? '',
  };
}

// An emptied input clears the value on the server (null) rather than storing blanks.
const textOrNull = (value: string) => value.trim() || null;

/** Only what the user changed (Save sends the changed fields), as the PATCH body of docs/product.md §7. */
export function changedFields(initial: ProfileFormValues, current: ProfileFormValues): BaseProfileUpdate {
  const update: BaseProfileUpdate = {};
  const changed = (field: ProfileField) =>
    field === 'avatar' ? current.avatar !== initial.avatar : current[field].trim() !== initial[field].trim();
  if (changed('avatar')) update.avatar = current.avatar;
  for (const field of ['name', 'furigana', 'nameAlpha', 'birthday'] as const) {
    if (changed(field)) update[field] = textOrNull(current[field]);
  }
  if (changed('gender')) update.gender = (current.gender || null) as Gender | null;
  if (changed('phone')) {
    const phone = textOrNull(current.phone);
    update.contact = phone ? { phone } : null;
  }
  if (changed('address')) {
    const addr1 = textOrNull(current.address);
    update.address = addr1 ? { addr1 } : null;
  }
  return update;
}

// Request paths (server `body.contact.phone` without `body.`, or zod issue paths) → the input showing them.
const fieldByPath: Record<string, ProfileField> = {
  avatar: 'avatar',
  name: 'name',
  furigana: 'furigana',
  nameAlpha: 'nameAlpha',
  birthday: 'birthday',
  gender: 'gender',
  contact: 'phone',
  'contact.phone': 'phone',
  address: 'address',
  'address.addr1': 'address',
};

export function profileFieldOf(path: string): ProfileField | null {
  return fieldByPath[path] ?? null;
}

/**
 * The same checks the server makes (the shared contract), before sending: the inputs that fail. The caller words
 * the message; the contract's own messages are English only.
 */
export function invalidProfileFields(update: BaseProfileUpdate): ProfileField[] {
  const result = baseProfileUpdate.safeParse(update);
  if (result.success) return [];
  const fields = result.error.issues
    .map((issue) => profileFieldOf(issue.path.map(String).join('.')))
    .filter((field): field is ProfileField => field !== null);
  return [...new Set(fields)];
}
