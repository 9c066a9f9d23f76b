/** What a stay inquiry adds to its group (docs/product-decisions.md §12): nights, and children asked by age band. */
export type InquiryStay = {
  nights?: number | undefined;
  bands?: Record<string, number> | undefined;
  /** Rooms: said on a stay's line (a room count is part of what is priced there, §13 Stay inquiries). */
  units?: number | undefined;
};

/** An age band's key and names, as the inquiry card carries them (`tariff.bands`). */
export type BandName = { key: string; name: { jp: string; en: string } };

type Translate = (
  key: 'inquiry.nightsText' | 'inquiry.bandsText' | 'inquiry.roomsText' | 'inquiry.bandCount',
  options: { count: number; name?: string },
) => string;

/** Whether an inquiry is a stay: it names its nights or children by age band. */
export const isStay = (stay: InquiryStay): boolean =>
  stay.nights !== undefined || Object.values(stay.bands ?? {}).some((count) => count > 0);

/**
 * The stay's parts after the group, each led by ' · ': its nights (more than one), its rooms, and each age band
 * named with its count (`names` give the names; without them, the children by band as one total); '' for an
 * inquiry that is no stay. `nameOf` picks the reader's language of a band's name.
 */
export function stayText(
  stay: InquiryStay,
  t: Translate,
  names?: { bands: BandName[] | undefined; nameOf: (name: BandName['name']) => string },
): string {
  if (!isStay(stay)) return '';
  const counted = Object.entries(stay.bands ?? {}).filter(([, count]) => count > 0);
  const children = counted.reduce((sum, [, count]) => sum + count, 0);
  const named = (key: string) => names?.bands?.find((band) => band.key === key);
  const bands = names
    ? counted.map(([key, count]) => {
        const band = named(key);
        return t('inquiry.bandCount', { count, name: band ? names.nameOf(band.name) : key });
      })
    : children > 0
      ? [t('inquiry.bandsText', { count: children })]
      : [];
  const parts = [
    ...(stay.nights !== undefined && stay.nights > 1
      ? [t('inquiry.nightsText', { count: stay.nights })]
      : []),
    ...(stay.units !== undefined ? [t('inquiry.roomsText', { count: stay.units })] : []),
    ...bands,
  ];
  return parts.map((part) => ` · ${part}`).join('');
}
