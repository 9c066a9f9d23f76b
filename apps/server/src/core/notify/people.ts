import type { Db } from '../../db/client.ts';

/**
 * What notify reads of people, whose tables core/users owns (docs/ARCHITECTURE.md "Table owners"). core/users
 * tells owners through this group, so it cannot import core/users: core/users hands its reader in when it
 * registers (`setNotifyPeople`).
 */
export type NotifyPeople = {
  /** Whether anybody has signed in as `sub`: notifications to nobody would vanish into a list nobody reads. */
  userExists: (db: Db, sub: string) => Promise<boolean>;
};

let people: NotifyPeople | undefined;

export function setNotifyPeople(port: NotifyPeople): void {
  people = port;
}

export function notifyPeople(): NotifyPeople {
  if (!people) throw new Error('core/users has not registered its reader with core/notify');
  return people;
}
