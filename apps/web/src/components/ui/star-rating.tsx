type Props = {
  /** 0–5, may be fractional (an average): a star counts as filled from half up. */
  value: number;
  /** What the stars say, in words (e.g. "4.5 out of 5, 12 reviews"): the only part screen readers get. */
  label: string;
  /** Visible text after the stars, e.g. the count "(12)"; hidden from screen readers, the label says it. */
  suffix?: string;
  className?: string;
};

/**
 * Five stars for a rating, shared by the search cards (tariffs) and the reviews: the glyphs are decoration
 * (aria-hidden) and the label carries the meaning, so it reads the same in both languages and to every reader.
 */
export function StarRating({ value, label, suffix, className }: Props) {
  const filled = Math.round(value);
  return (
    <span className={`d-inline-flex align-items-center gap-1 ${className ?? ''}`} data-testid="star-rating">
      <span aria-hidden="true" className="text-warning" style={{ letterSpacing: '0.05em' }}>
        {'★'.repeat(filled)}
        <span className="text-body-tertiary">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="visually-hidden">{label}</span>
      {suffix && (
        <span aria-hidden="true" className="small text-body-secondary">
          {suffix}
        </span>
      )}
    </span>
  );
}
