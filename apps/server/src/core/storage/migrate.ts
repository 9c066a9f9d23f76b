import { pipeline } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { listObjects } from './repository.ts';
import { cidOfStream, IntegrityError, verifying } from './verify-stream.ts';

/** What `npm run storage:migrate` did: items known to the database, copied, already in place, and failures. */
export type MigrationReport = { total: number; moved: number; skipped: number; problems: string[] };

/** Whether `store` holds bytes under `hash` that really are the bytes it names (read as a stream). */
async function holdsVerified(store: BlobStore, hash: string): Promise<boolean> {
  const source = await store.stream(hash);
  return source !== null && (await cidOfStream(source)) === hash;
}

/**
 * Copies the bytes of every object `storage_objects` knows from one backend to another (docs/operations.md
 * "Object storage"), item by item as streams. Resumable: an item the destination already holds with the right
 * hash is skipped, so a run cut short is simply started again. Every copied item is read back from the
 * destination and its hash checked; source bytes that do not match their hash are not copied. The source is
 * left as it was: removing it is the operator's step, once the server runs on the destination.
 */
export async function migrateItems(
  db: Db,
  from: BlobStore,
  to: BlobStore,
  progress: (hash: string, outcome: 'moved' | 'skipped' | 'failed') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { total: 0, moved: 0, skipped: 0, problems: [] };
  const fail = (hash: string, problem: string) => {
    report.problems.push(`${hash}: ${problem}`);
    progress(hash, 'failed');
  };
  for (const { hash } of await listObjects(db)) {
    report.total += 1;
    if ((await to.has(hash)) && (await holdsVerified(to, hash))) {
      report.skipped += 1;
      progress(hash, 'skipped');
      continue;
    }
    const source = await from.stream(hash);
    if (!source) {
      fail(hash, `no bytes in the ${from.kind} backend`);
      continue;
    }
    try {
      // The check fails the stream at its end, before the destination makes the item visible.
      await to.putStream(
        hash,
        pipeline(source, verifying(hash), () => {}),
      );
    } catch (error) {
      if (!(error instanceof IntegrityError)) throw error;
      fail(hash, `bytes in the ${from.kind} backend do not match the hash`);
      continue;
    }
    if (!(await holdsVerified(to, hash))) {
      fail(hash, `bytes read back from the ${to.kind} backend do not match the hash`);
      continue;
    }
    report.moved += 1;
    progress(hash, 'moved');
  }
  return report;
}
