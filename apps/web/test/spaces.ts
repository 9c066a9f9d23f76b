import type { Roles } from '../src/lib/roles';

/** A roles object as GET /api/profile answers it; tests add the spaces they need. */
export function rolesWith(
  spaces: Partial<Pick<Roles, 'guide' | 'personal' | 'corporate' | 'admin'>> = {},
): Roles {
  return {
    guide: null,
    personal: [],
    corporate: [],
    admin: null,
    baseprofile: {
      key: 'user-1',
      avatar: null,
      name: null,
      furigana: null,
      nameAlpha: null,
      birthday: null,
      gender: null,
      address: {},
      contact: { email: 'hanako@example.com' },
    },
    ...spaces,
  };
}

export const guideSpace = {
  key: 'g1',
  name: 'Hanako',
  avatar: null,
  role: 'guide',
  category: 'guide',
  industry: 'guide',
  memberRole: 'owner',
} as const;
export const personalSupplier = {
  key: 'p1',
  name: 'Hanako',
  avatar: null,
  role: 'supplier',
  category: 'supplier',
  industry: 'creator',
  memberRole: 'owner',
} as const;
export const corporateBuyer = {
  key: 'c1',
  name: 'さくらトラベル株式会社',
  avatar: null,
  role: 'buyer',
  category: 'buyer',
  industry: 'arranger',
  memberRole: 'owner',
} as const;
export const corporateSupplier = {
  key: 'c2',
  name: '京都旅館株式会社',
  avatar: null,
  role: 'supplier',
  category: 'supplier',
  industry: 'creator',
  memberRole: 'owner',
} as const;
