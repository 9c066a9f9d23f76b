import type { PriceUnit } from '@tourtariff/shared';
import { useTranslation } from './i18n/use-translation';

/**
 * What a price is for, in the page's language: 「1名あたり」, 「7〜12名1グループあたり」 / "per group of 7–12",
 * 「1台あたり」, 「1室あたり」. Search cards, the tariff sheet and proposal lines name their unit through it, so
 * a per-group or per-vehicle price never reads as an adult's.
 */
export function usePriceUnitText() {
  const { t } = useTranslation('tariffs');
  return (unit: Pick<PriceUnit, 'paxMin' | 'paxMax'> & { unit: string }) => {
    const key = (['per_person', 'per_group', 'per_room', 'per_vehicle'] as const).find(
      (u) => u === unit.unit,
    );
    return key ? t(`priceUnit.${key}`, { min: unit.paxMin, max: unit.paxMax }) : unit.unit;
  };
}
