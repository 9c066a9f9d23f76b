import type { Db } from '../../db/client.ts';

/**
 * What sending alerts reads of people, whose tables core/users owns (docs/ARCHITECTURE.md "Table owners").
 * core/users tells people through core/notify, which queues alerts here, so this group cannot import core/users:
 * core/users hands its readers in when it registers (`setAlertPeople`).
 */
export type AlertPeople = {
  /** Where a person's mails go: the address their provider gave at the last sign-in. */
  addressOf: (db: Db, sub: string) => Promise<string | undefined>;
  /** The spaces each of `subs` is a member of, one row per membership, in one statement. */
  membershipsOf: (db: Db, subs: string[]) => Promise<{ sub: string; spaceKey: string }[]>;
};

let people: AlertPeople | undefined;

export function setAlertPeople(port: AlertPeople): void {
  people = port;
}

export function alertPeople(): AlertPeople {
  if (!people) throw new Error('core/users has not registered its readers with core/alerts');
  return people;
}
