import type { GuideLanguage, GuideSearchBody, GuideSort, LicenceType } from '@tourtariff/shared';

/** The directory's filters as the inputs hold them: every one may be empty. */
export type DirectoryFilters = {
  language: GuideLanguage | '';
  prefecture: string;
  licence: LicenceType | '';
  specialty: string;
  /** One day, or every day of a range. */
  dateMode: 'day' | 'range';
  date: string;
  from: string;
  to: string;
  maxRate: string;
  /** Only guides whose licence the core has verified. */
  verified: boolean;
  sort: GuideSort;
};

export const emptyFilters: DirectoryFilters = {
  language: '',
  prefecture: '',
  licence: '',
  specialty: '',
  dateMode: 'day',
  date: '',
  from: '',
  to: '',
  maxRate: '',
  verified: false,
  sort: 'relevance',
};

/** The search body: empty filters left out (the server refuses an empty code), a half-typed range too. */
export function searchBodyOf(filters: DirectoryFilters): GuideSearchBody {
  const body: GuideSearchBody = { sort: filters.sort };
  if (filters.language) body.languages = [filters.language];
  if (filters.prefecture) body.prefecture = filters.prefecture;
  if (filters.licence) body.licence = [filters.licence];
  if (filters.specialty.trim()) body.specialty = filters.specialty.trim();
  if (filters.dateMode === 'day' && filters.date) body.date = filters.date;
  if (filters.dateMode === 'range' && filters.from && filters.to) {
    body.from = filters.from;
    body.to = filters.to;
  }
  const rate = filters.maxRate.normalize('NFKC').replace(/[,\s]/g, '');
  if (/^\d+$/.test(rate)) body.maxRate = Number(rate);
  if (filters.verified) body.verified = true;
  return body;
}
