/** What a stay inquiry adds to its group (docs/product-decisions.md §12): nights, and children asked by age band. */
export type InquiryStay = { nights?: number | undefined; bands?: Record<string, number> | undefined };

type Translate = (key: 'inquiry.nightsText' | 'inquiry.bandsText', options: { count: number }) => string;

/** The stay's parts after the group, each led by ' · '; '' for a one-night inquiry without bands. */
export function stayText(stay: InquiryStay, t: Translate): string {
  const children = Object.values(stay.bands ?? {}).reduce((sum, count) => sum + count, 0);
  const parts = [
    ...(stay.nights !== undefined && stay.nights > 1
      ? [t('inquiry.nightsText', { count: stay.nights })]
      : []),
    ...(children > 0 ? [t('inquiry.bandsText', { count: children })] : []),
  ];
  return parts.map((part) => ` · ${part}`).join('');
}
