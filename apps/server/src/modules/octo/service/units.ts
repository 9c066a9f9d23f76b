import type { TariffDoc } from '@tourtariff/shared';
import { invalidUnit } from '../errors.ts';
import { unitIdsOf } from './products.ts';

/*
 * OCTO unit items as the group a booking and a quote count (docs/octo.md "Mapping"): one item a person, adults,
 * children, or children of one of the tariff's own age bands.
 */

export type UnitGroup = { adults: number; children: number; bands?: Record<string, number> };

/** The group of the unit items named, or OCTO's INVALID_UNIT_ID for a unit the tariff does not sell. */
export function groupOf(doc: TariffDoc, unitIds: string[]): UnitGroup {
  const known = new Set<string>(unitIdsOf(doc));
  let adults = 0;
  let children = 0;
  const bands: Record<string, number> = {};
  for (const id of unitIds) {
    if (!known.has(id)) throw invalidUnit(id);
    if (id === 'adult') adults += 1;
    else if (id === 'child') children += 1;
    else {
      const band = id.slice('band-'.length);
      bands[band] = (bands[band] ?? 0) + 1;
    }
  }
  return { adults, children, ...(Object.keys(bands).length ? { bands } : {}) };
}

/** The unit ids of a booking's group, one a person, in the order adults, children, bands. */
export function unitItemsOf(group: { adults: number; children: number; bands: Record<string, number> }) {
  const bandTotal = Object.values(group.bands).reduce((sum, n) => sum + n, 0);
  return [
    ...Array<string>(group.adults).fill('adult'),
    ...Array<string>(bandTotal > 0 ? 0 : group.children).fill('child'),
    ...Object.entries(group.bands).flatMap(([key, n]) => Array<string>(n).fill(`band-${key}`)),
  ];
}
