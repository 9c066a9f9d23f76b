import {
  ALERT_KINDS,
  type AlertKind,
  type AlertMode,
  type AlertPreferences,
  type AlertPreferencesPatch,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { findPrefs, mergePrefs, type PrefsRow } from '../repository/prefs.ts';

type Ctx = Pick<RequestContext, 'db'>;

import { readUnsubscribeToken } from './token.ts';

/** Choices are a person's own: an API key speaks for a space, and has no inbox. */
function person(actor: Actor): string {
  if (actor.kind !== 'user')
    throw new AppError('alert.not_person', 'Alert choices belong to people, not to API keys');
  return actor.identity.sub;
}

/** Every kind spelled out; a kind never chosen is bell only (docs/product-decisions.md §14). */
function view(row: PrefsRow | undefined): AlertPreferences {
  const modes = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, row?.modes[kind] ?? 'bell'])) as Record<
    AlertKind,
    AlertMode
  >;
  return { lang: row?.lang ?? 'jp', modes };
}

export async function readPreferences(ctx: Ctx, actor: Actor): Promise<AlertPreferences> {
  return view(await findPrefs(ctx.db, person(actor)));
}

export async function changePreferences(ctx: Ctx, actor: Actor, patch: AlertPreferencesPatch) {
  return view(await mergePrefs(ctx.db, person(actor), { lang: patch.lang, modes: patch.modes }));
}

/**
 * The unsubscribe link of a mail: without signing in, sets the kinds it names back to bell only. A token that
 * was altered changes nothing and is refused naming the field.
 */
export async function unsubscribe(ctx: Ctx, token: string): Promise<AlertKind[]> {
  const who = await readUnsubscribeToken(ctx.db, token);
  if (!who) {
    const message = 'not an unsubscribe link made by this server';
    throw new AppError('alert.bad_token', `Invalid request: query.token: ${message}`, [
      { field: 'query.token', rule: 'signature', message },
    ]);
  }
  const modes = Object.fromEntries(who.kinds.map((kind) => [kind, 'bell'])) as Record<AlertKind, 'bell'>;
  await mergePrefs(ctx.db, who.sub, { modes });
  return who.kinds;
}
