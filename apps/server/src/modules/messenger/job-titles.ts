import type { Db } from '../../db/client.ts';

/** A record's title in both languages, for a conversation card. */
export type Title = { jp: string; en: string };

/**
 * The titles of jobs, whose table the jobs module owns (docs/ARCHITECTURE.md "Table owners"). Jobs open
 * conversations through this module, so it cannot import jobs: the jobs module hands its reader in when it
 * registers (`setJobTitles`). One statement for every job key of a page of cards.
 */
export type JobTitles = (db: Db, keys: string[]) => Promise<Map<string, Title>>;

let reader: JobTitles | undefined;

export function setJobTitles(read: JobTitles): void {
  reader = read;
}

export function jobTitles(): JobTitles {
  if (!reader) throw new Error('the jobs module has not registered its titles with the messenger');
  return reader;
}
