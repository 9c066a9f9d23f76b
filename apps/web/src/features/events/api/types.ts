import type {
  EventDoc,
  eventPageOut,
  eventViewOut,
  publicEventOut,
  TariffCategory,
  TariffDoc,
  TariffState,
  tariffPageOut,
  tariffViewOut,
} from '@tourtariff/shared';
import type { z } from 'zod';
import type { Narrowed } from '../../../lib/api/answers';

/*
 * The answers of the events API, typed from the response schemas the server declares (packages/shared,
 * `tariffs-responses.ts`). Where a schema says `string` and the request contract a union (the prefecture, a
 * tariff's category, state or visibility), the web reads the union: `Narrowed` only compiles a narrowing.
 */

/** An event as the server's `eventView` answers it (GET/POST/PATCH /api/v1/Event…; `eventViewOut`). */
export type EventView = Narrowed<z.output<typeof eventViewOut>, Pick<EventDoc, 'prefecture'>>;

/** One page of GET /api/v1/Event; `next` is the cursor of the following page, null on the last. */
export type EventPage = Narrowed<z.output<typeof eventPageOut>, { items: EventView[] }>;

type PublicEventOut = z.output<typeof publicEventOut>;

/**
 * A linked tariff on the shareable page: only published tariffs visible to everyone are listed. `priceFrom` is
 * the lowest adult amount in minor units; null while the tariff has no rates.
 */
export type PublicEventTariff = Narrowed<PublicEventOut['tariffs'][number], { category: TariffCategory }>;

/** GET /api/v1/Event/public/:key (`publicEventOut`): a published event, its supplier's name, its tariffs. */
export type PublicEvent = Narrowed<
  PublicEventOut,
  Pick<EventDoc, 'prefecture'> & { tariffs: PublicEventTariff[] }
>;

/**
 * A tariff of the event's space as the picker needs it: a few fields of GET /api/v1/Tariff's items, which are
 * whole views (`tariffViewOut`) since the web sends no `fields`.
 */
export type LinkableTariff = Narrowed<
  Pick<z.output<typeof tariffViewOut>, 'key' | 'title' | 'visibility' | 'state'>,
  Pick<TariffDoc, 'visibility'> & { state: TariffState }
>;
export type LinkableTariffPage = Narrowed<z.output<typeof tariffPageOut>, { items: LinkableTariff[] }>;
