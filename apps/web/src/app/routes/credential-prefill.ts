import { formatTravelRegistration, prefectures } from '@tourtariff/shared';
import type { SpaceView } from '../../features/profile/api/get-space';

type Prefill = Partial<Record<string, string | string[]>>;

const prefectureName = (code: string | undefined): string | undefined =>
  code ? (prefectures[code as keyof typeof prefectures]?.jp ?? code) : undefined;

/**
 * What a space's own profile already says, by the claim names of the seeded credential types (issue 18: a
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
    licence?: { type?: string; number?: string; prefecture?: string; lastTraining?: string };
  };
  const prefecture = prefectureName(details.address?.prefecture);
  if (space.kind === 'guide')
    return {
      name: space.name,
      languages: details.languages ?? [],
      licence_type: details.licence?.type,
      licence_number: details.licence?.number,
      prefecture: prefectureName(details.licence?.prefecture) ?? prefecture,
      last_training: details.licence?.lastTraining,
    } as Prefill;
  return {
    company_name_jp: space.name,
    company_name_en: details.nameEn,
    corporate_number: details.corporateNumber,
    invoice_number: details.invoiceNumber,
    travel_registration: formatTravelRegistration(details.travelRegistration, 'jp') || undefined,
    prefecture,
  } as Prefill;
}
