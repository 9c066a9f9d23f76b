import type { AlertKind } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { NotificationText } from '../../../db/schema/index.ts';
import { insertAlertMails } from '../repository/outbox.ts';
import { prefsOf } from '../repository/prefs.ts';

/**
 * Decides, for one notification just rung on a person's bell, whether it also goes by mail
 * (docs/product-decisions.md §14): bell only (the default) writes nothing; a mail at once or a digest puts a row
 * in the outbox. Answers the mode, so the caller wakes the senders only for a mail at once.
 */
export async function queueAlert(
  db: Db,
  kind: AlertKind,
  item: AlertItem,
): Promise<'bell' | 'mail' | 'digest'> {
  return (await queueAlerts(db, kind, [item]))[0] ?? 'bell';
}

type AlertItem = { target: string; subject: NotificationText; body: NotificationText; link: string | null };

/** `queueAlert` for notifications of many people at once: their choices read and their rows written together. */
export async function queueAlerts(
  db: Db,
  kind: AlertKind,
  items: AlertItem[],
): Promise<Array<'bell' | 'mail' | 'digest'>> {
  const prefs = new Map(
    (
      await prefsOf(
        db,
        items.map((item) => item.target),
      )
    ).map((p) => [p.sub, p]),
  );
  const modes = items.map((item) => prefs.get(item.target)?.modes[kind] ?? 'bell');
  await insertAlertMails(
    db,
    items.flatMap((item, i) => {
      const mode = modes[i];
      return mode === 'mail' || mode === 'digest' ? [{ ...item, kind, mode }] : [];
    }),
  );
  return modes;
}
