import type { EventDoc, TariffCategory, TariffDoc, TariffState } from '@tourtariff/shared';

/** An event as the server's `eventView` answers it (GET/POST/PATCH /api/v1/Event…). */
export type EventView = EventDoc & {
  key: string;
  space: string;
  createdAt: string;
  updatedAt: string;
};

/** One page of GET /api/v1/Event; `next` is the cursor of the following page, null on the last. */
export type EventPage = { items: EventView[]; next: string | null };

/** A linked tariff on the shareable page: only published tariffs visible to everyone are listed. */
export type PublicEventTariff = {
  key: string;
  title: { jp: string; en: string };
  summary: { jp: string; en: string };
  category: TariffCategory;
  prefecture: string;
  currency: string;
  tax: { included: boolean; rate: number };
  /** The lowest adult amount in minor units; null while the tariff has no rates. */
  priceFrom: number | null;
  image: string | null;
};

/** GET /api/v1/Event/public/:key: a published event with its supplier's name and its linked tariffs. */
export type PublicEvent = Omit<EventDoc, 'published' | 'tariffs'> & {
  key: string;
  supplier: { key: string; name: string };
  tariffs: PublicEventTariff[];
};

/** A tariff of the event's space as the picker needs it (a few fields of GET /api/v1/Tariff's items). */
export type LinkableTariff = Pick<TariffDoc, 'title' | 'visibility'> & { key: string; state: TariffState };
export type LinkableTariffPage = { items: LinkableTariff[]; next: string | null };
