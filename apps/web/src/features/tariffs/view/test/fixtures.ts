import type { TariffDoc } from '@tourtariff/shared';
import { buildDoc } from '../../test/fixtures';

/** A ryokan stay with two seasons, an all-year group rate and a cancellation policy, like the demo data. */
export const ryokanDoc: TariffDoc = buildDoc({
  title: { jp: '京都の老舗旅館 一泊二食', en: 'Historic Kyoto ryokan, half board' },
  summary: { jp: '祇園まで徒歩5分の老舗旅館。', en: '' },
  description: {
    jp: '創業百年の旅館です。\n京料理の夕食付き。',
    en: 'A century-old inn.\nKyoto dinner included.',
  },
  inclusions: { jp: '夕食\n朝食', en: '- Dinner\n- Breakfast' },
  exclusions: { jp: '入湯税', en: 'Bathing tax' },
  category: 'accommodation',
  area: { jp: '祇園', en: 'Gion' },
  tags: [
    { jp: '旅館', en: 'ryokan' },
    { jp: '京都', en: '' },
  ],
  blackout: ['2025-12-31', '2025-08-15'],
  seasons: [
    { name: { jp: '秋', en: 'Autumn' }, from: '2025-10-01', to: '2025-11-30' },
    { name: { jp: '春', en: 'Spring' }, from: '2025-04-01', to: '2025-05-31' },
  ],
  rates: [
    { season: 'Spring', unit: 'per_person', pax_min: 1, pax_max: 2, adult: 28000, child: 14000 },
    { season: 'Spring', unit: 'per_person', pax_min: 3, pax_max: 6, adult: 24000, child: null },
    { season: 'Autumn', unit: 'per_person', pax_min: 1, pax_max: 6, adult: 32000, child: 16000 },
    { season: null, unit: 'per_room', pax_min: 2, pax_max: 2, adult: 50000, child: null },
  ],
  cancellation: [
    { days_before: 0, fee_percent: 100 },
    { days_before: 7, fee_percent: 30 },
    { days_before: 1, fee_percent: 50 },
  ],
  images: ['bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq'],
});
