import type { PersonName as Person } from '@tourtariff/shared';
import { useLocale } from '../../lib/locale';
import { personLabel, readingOf } from '../../lib/person';

export type PersonNameProps = {
  /** The name and reading from the person's account settings; null or absent when they wrote none. */
  person?: Person | undefined;
  /** What to call them without a written name: nickname, email or id. */
  fallback: string;
  className?: string;
};

/**
 * A person's name wherever a page shows one. On Japanese pages a name with furigana carries
 * it as ruby, the way Japanese forms and name cards print a reading above a name; <rp> puts the reading in
 * brackets where ruby is not rendered (reader modes, copied text). English pages show the name alone.
 */
export function PersonName({ person, fallback, className }: PersonNameProps) {
  const locale = useLocale();
  const name = personLabel(person, fallback);
  const reading = readingOf(person, locale === 'jp');
  if (!reading) {
    return (
      <span className={className} data-testid="person-name">
        {name}
      </span>
    );
  }
  return (
    <ruby className={className} data-testid="person-name">
      {name}
      <rp>（</rp>
      <rt data-testid="person-reading">{reading}</rt>
      <rp>）</rp>
    </ruby>
  );
}
