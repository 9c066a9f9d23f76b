import type { AlertKind } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { NotificationText } from '../../../db/schema/index.ts';
import { insertAlertMail } from '../repository/outbox.ts';
import { findPrefs } from '../repository/prefs.ts';

/**
 * Decides, for one notification just rung on a person's bell, whether it also goes by mail
 * (docs/product-decisions.md §14): bell only (the default) writes nothing; a mail at once or a digest puts a row
 * in the outbox. Answers the mode, so the caller wakes the senders only for a mail at once.
 */
export async function queueAlert(
  db: Db,
  kind: AlertKind,
  item: { target: string; subject: NotificationText; body: NotificationText; link: string | null },
): Promise<'bell' | 'mail' | 'digest'> {
  const mode = (await findPrefs(db, item.target))?.modes[kind] ?? 'bell';
  if (mode === 'bell') return mode;
  await insertAlertMail(db, { ...item, kind, mode });
  return mode;
}
