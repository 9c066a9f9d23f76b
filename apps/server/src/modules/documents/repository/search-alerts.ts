import type { Db } from '../../../db/client.ts';
import { savedSearchAlerts } from '../../../db/schema/index.ts';

/**
 * Records that a saved search is being told about a tariff; false when it already was. Called in the
 * transaction that writes the notifications, so the record and the notices commit together.
 */
export async function markAlerted(tx: Db, documentId: string, tariffKey: string): Promise<boolean> {
  const added = await tx
    .insert(savedSearchAlerts)
    .values({ documentId, tariffKey })
    .onConflictDoNothing()
    .returning({ documentId: savedSearchAlerts.documentId });
  return added.length > 0;
}
