import type { Database, Db } from '../../../db/client.ts';

/** What a listener learns about a tariff published for the first time. */
export type PublishedTariff = { key: string; spaceKey: string; publishedAt: Date };
/** Called inside the publishing transaction with its handle: what it writes commits with the publication. */
export type PublishListener = (tx: Db, tariff: PublishedTariff) => Promise<void>;

/*
 * Modules above tariffs that act on a first publication (saved searches' "notify me") register
 * here through index.ts, so tariffs never imports them. Listeners are kept per database, which is per app: two
 * apps in one process (the tests) never hear each other.
 */
const listeners = new WeakMap<Database, PublishListener[]>();

export function onTariffPublished(database: Database, listener: PublishListener): void {
  listeners.set(database, [...(listeners.get(database) ?? []), listener]);
}

/**
 * Inside the publishing transaction. A listener only queues its work (docs/operations.md "Background work"), so
 * the publication and the promise of that work commit together: no alert is lost to a process dying right after
 * the commit, and none is sent for a publication that rolled back. A listener that fails fails the publication
 * (PostgreSQL would refuse the transaction's further statements anyway).
 */
export async function announcePublished(database: Database, tx: Db, tariff: PublishedTariff): Promise<void> {
  for (const listener of listeners.get(database) ?? []) await listener(tx, tariff);
}
