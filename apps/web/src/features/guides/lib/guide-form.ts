import {
  type GuideLanguage,
  type GuideProfileInput,
  type GuideProfileView,
  guideProfilePut,
  type LanguageLevel,
  type LicenceType,
  REFERENCE_RATES,
} from '@tourtariff/shared';
import { type RuleIssue, ruleIssueOf } from '../../../lib/api/zod-issue';

/** The form as typed: rates as text (a half-typed number must not jump), tags one per line. */
export type GuideFormValues = {
  licenceType: LicenceType;
  licenceNumber: string;
  licencePrefecture: string;
  licenceRegion: string;
  lastTraining: string;
  languages: { code: GuideLanguage; level: LanguageLevel }[];
  regions: string[];
  specialties: { jp: string; en: string }[];
  bioJp: string;
  bioEn: string;
  photo: string;
  furigana: string;
  fullDay: string;
  halfDay: string;
  overtimeHour: string;
};

export type GuideField =
  | 'licenceType'
  | 'licenceNumber'
  | 'licencePrefecture'
  | 'licenceRegion'
  | 'lastTraining'
  | 'languages'
  | 'regions'
  | 'specialties'
  | 'bioJp'
  | 'bioEn'
  | 'photo'
  | 'furigana'
  | 'fullDay'
  | 'halfDay'
  | 'overtimeHour';

/** A saved profile as the form, or a first profile prefilled with the reference rates. */
export function guideFormOf(profile: GuideProfileView | null): GuideFormValues {
  const rates = profile?.rates ?? REFERENCE_RATES;
  return {
    licenceType: profile?.licence.type ?? 'national',
    licenceNumber: profile?.licence.number ?? '',
    licencePrefecture: profile?.licence.prefecture ?? '',
    licenceRegion: profile?.licence.region ?? '',
    lastTraining: profile?.lastTraining ?? '',
    languages: profile?.languages.map((entry) => ({ ...entry })) ?? [],
    regions: profile?.regions ?? [],
    specialties: profile?.specialties.map((tag) => ({ ...tag })) ?? [],
    bioJp: profile?.bio.jp ?? '',
    bioEn: profile?.bio.en ?? '',
    photo: profile?.photo ?? '',
    furigana: profile?.person?.furigana ?? '',
    fullDay: String(rates.fullDay),
    halfDay: String(rates.halfDay),
    overtimeHour: String(rates.overtimeHour),
  };
}

/** A yen amount as typed ("32,000", "３２０００") → a number; anything else travels as NaN so the contract names it. */
export function yenOf(text: string): number {
  const clean = text.normalize('NFKC').replace(/[,\s]/g, '');
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The form as the PUT body; a licence of type none carries no number, prefecture or region. */
export function guideInputOf(values: GuideFormValues): GuideProfileInput {
  const licensed = values.licenceType !== 'none';
  return {
    licence: {
      type: values.licenceType,
      number: licensed ? values.licenceNumber.trim() : '',
      prefecture: licensed ? values.licencePrefecture : '',
      region: values.licenceType === 'regional' ? values.licenceRegion.trim() : '',
    },
    lastTraining: values.lastTraining || null,
    languages: values.languages,
    regions: values.regions,
    specialties: values.specialties
      .map((tag) => ({ jp: tag.jp.trim(), en: tag.en.trim() }))
      .filter((tag) => tag.jp || tag.en),
    bio: { jp: values.bioJp.trim(), en: values.bioEn.trim() },
    photo: values.photo,
    furigana: values.furigana.trim(),
    rates: {
      fullDay: yenOf(values.fullDay),
      halfDay: yenOf(values.halfDay),
      overtimeHour: yenOf(values.overtimeHour),
    },
  };
}

/** A request path (`licence.number`, `rates.fullDay`, `languages.1.code`) → the input that shows it. */
export function guideFieldOf(path: string): GuideField | null {
  const [head, part] = path.replace(/^body\./, '').split('.');
  if (head === 'licence')
    return (
      ({
        type: 'licenceType',
        number: 'licenceNumber',
        prefecture: 'licencePrefecture',
        region: 'licenceRegion',
      }[part ?? ''] as GuideField | undefined) ?? 'licenceType'
    );
  if (head === 'rates')
    return (['fullDay', 'halfDay', 'overtimeHour'] as const).find((rate) => rate === part) ?? 'fullDay';
  if (head === 'bio') return part === 'en' ? 'bioEn' : 'bioJp';
  const direct: readonly string[] = [
    'lastTraining',
    'languages',
    'regions',
    'specialties',
    'photo',
    'furigana',
  ];
  return direct.includes(head ?? '') ? (head as GuideField) : null;
}

/** The inputs the shared contract refuses, checked before sending; the first issue per input wins. */
export function invalidGuideFields(input: GuideProfileInput): Partial<Record<GuideField, RuleIssue>> {
  const found: Partial<Record<GuideField, RuleIssue>> = {};
  const result = guideProfilePut.safeParse(input);
  for (const issue of result.success ? [] : result.error.issues) {
    const ruled = ruleIssueOf(issue);
    const field = guideFieldOf(ruled.path);
    if (field) found[field] ??= ruled;
  }
  return found;
}
