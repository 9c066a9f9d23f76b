import type { EventView, LinkableTariff, PublicEvent } from '../api/types';

/** The corporate supplier space c2 chosen as the current space (session storage, as the switcher stores it). */
export function chooseSupplierSpace() {
  window.sessionStorage.setItem('current_profile_key', 'c2');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'supplier');
}

/** Only what the picker reads; the rest of a tariff does not matter to events. */
export function tariff(
  key: string,
  title: string,
  state: LinkableTariff['state'],
  visibility: LinkableTariff['visibility'] = 'public',
): LinkableTariff {
  return { key, title: { jp: '', en: title }, state, visibility };
}

export function eventView(overrides: Partial<EventView> = {}): EventView {
  return {
    key: 'ev_spring',
    space: 'c2',
    title: { jp: '春の京都フェア', en: 'Kyoto Spring Fair' },
    description: { jp: '', en: 'Seasonal stays and experiences.' },
    dates: { from: '2025-04-01', to: '2025-04-05' },
    place: { jp: '京都市', en: 'Kyoto City' },
    prefecture: '26',
    tariffs: ['tf_ryokan'],
    published: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const publicEvent: PublicEvent = {
  key: 'ev_spring',
  title: { jp: '春の京都フェア', en: 'Kyoto Spring Fair' },
  description: { jp: '春の宿泊と体験。', en: 'Seasonal stays and experiences.' },
  dates: { from: '2025-04-01', to: '2025-04-05' },
  place: { jp: '京都市', en: 'Kyoto City' },
  prefecture: '26',
  supplier: { key: 'c2', name: '京都旅館株式会社' },
  tariffs: [
    {
      key: 'tf_ryokan',
      title: { jp: '京町家の宿', en: 'Machiya ryokan stay' },
      summary: { jp: '', en: 'One night with breakfast.' },
      category: 'accommodation',
      prefecture: '26',
      currency: 'JPY',
      tax: { included: true, rate: 10 },
      priceFrom: 18000,
      image: null,
    },
  ],
};
