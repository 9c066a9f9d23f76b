import type { TariffDoc } from '@tourtariff/shared';
import type { Database } from '../../../db/client.ts';
import type { Ctx } from './caller.ts';

/** What a listener learns about a tariff published for the first time. */
export type PublishedTariff = { key: string; spaceKey: string; doc: TariffDoc };
export type PublishListener = (ctx: Ctx, tariff: PublishedTariff) => Promise<void>;

/*
 * Modules above tariffs that act on a first publication (saved searches' "notify me") register
 * here through index.ts, so tariffs never imports them. Listeners are kept per database, which is per app: two
 * apps in one process (the tests) never hear each other.
 */
const listeners = new WeakMap<Database, PublishListener[]>();

export function onTariffPublished(database: Database, listener: PublishListener): void {
  listeners.set(database, [...(listeners.get(database) ?? []), listener]);
}

/** After the publication has committed; a failing listener is logged and never undoes it. */
export async function announcePublished(ctx: Ctx, tariff: PublishedTariff): Promise<void> {
  for (const listener of listeners.get(ctx.database) ?? []) {
    try {
      await listener(ctx, tariff);
    } catch (error) {
      ctx.log.warn({ err: error, tariff: tariff.key }, 'publish listener failed');
    }
  }
}
