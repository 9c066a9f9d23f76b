import type { PersonName } from '@tourtariff/shared';

/**
 * How a page names a person: the name they wrote in account settings when they wrote one
 * (the server sends it as `person`), else what the page knew before: a nickname, an address or an id.
 */
export function personLabel(person: PersonName | undefined, fallback: string): string {
  return person?.name || fallback;
}

/** The reading to show above the name: on Japanese pages only, and only with the name it spells. */
export function readingOf(person: PersonName | undefined, japanese: boolean): string | null {
  return japanese && person?.name ? person.furigana?.trim() || null : null;
}
