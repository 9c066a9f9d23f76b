import { formatTravelRegistration, type GuideProfileView, prefectures } from '@tourtariff/shared';
import type { SpaceView } from '../../features/profile/api/get-space';

export type Prefill = Partial<Record<string, string | string[]>>;

const prefectureName = (code: string | undefined): string | undefined =>
  code ? (prefectures[code as keyof typeof prefectures]?.jp ?? code) : undefined;

/** The licence's legal names (通訳案内士法), as a licence card writes them. */
const licenceNames = { national: '全国通訳案内士', regional: '地域通訳案内士' } as const;

/** A guide's profile as licensed-guide claims: the licence, languages and last training. */
export function guidePrefill(guide: GuideProfileView | null | undefined): Prefill {
  if (!guide) return {};
  const { licence } = guide;
  return {
    name: guide.name,
    ...(licence.type !== 'none' ? { licence_type: licenceNames[licence.type] } : {}),
    licence_number: licence.number || undefined,
    prefecture: prefectureName(licence.prefecture || undefined),
    languages: guide.languages.map((language) => language.code),
    last_training: guide.lastTraining ?? undefined,
  };
}

/**
 * What a space's own profile already says, by the claim names of the seeded credential types (a
 * licensed guide's name, languages and prefecture; a registered business's names and numbers). The route reads
 * the profile, so the credentials feature never imports the profile feature; the applicant checks and corrects.
 */
export function credentialPrefill(space: SpaceView | undefined): Prefill {
  if (!space) return {};
  const details = (space.details ?? {}) as Record<string, unknown> & {
    languages?: string[];
    address?: { prefecture?: string };
    corporateNumber?: string;
    invoiceNumber?: string;
    travelRegistration?: { authority?: string; number?: string };
    nameEn?: string;
  };
  const prefecture = prefectureName(details.address?.prefecture);
  return {
    company_name_jp: space.name,
    company_name_en: details.nameEn,
    corporate_number: details.corporateNumber,
    invoice_number: details.invoiceNumber,
    travel_registration: formatTravelRegistration(details.travelRegistration, 'jp') || undefined,
    prefecture,
  } as Prefill;
}
