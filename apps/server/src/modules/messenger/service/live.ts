import type { MessengerEventName } from '@tourtariff/shared';
import { publishStreamEvent } from '../../../core/notify/index.ts';
import { tellMembers } from '../../../core/users/index.ts';
import { claimNotification } from '../repository/messages.ts';
import type { Ctx } from './access.ts';

type Text = { jp: string; en: string };

/** Tells every open browser of every participating space's members, in every process (LISTEN/NOTIFY). */
export const publishEvent = (
  ctx: Ctx,
  event: MessengerEventName,
  spaces: string[],
  data: Record<string, string>,
) => publishStreamEvent(ctx, { event, spaces, data });

/**
 * Rings the bell of the other spaces' members, after the change committed; a failure is
 * logged and never undoes it. `collapse`: messages in one conversation raise at most one notification per
 * space a minute. The sender's own side is never told.
 */
export async function notifyOthers(
  ctx: Ctx,
  input: {
    conversation: string;
    spaces: string[];
    /** The space that acted, never told; null (time ran out): every side is told. */
    from: string | null;
    subject: Text;
    body: Text;
    link: string;
    collapse: boolean;
    except: string;
    /** Which alert choice applies (docs/product-decisions.md §14). */
    kind: 'inquiry' | 'message';
  },
): Promise<void> {
  try {
    const { db } = ctx.database;
    const targets: string[] = [];
    for (const space of input.spaces.filter((s) => s !== input.from)) {
      if (input.collapse && !(await claimNotification(db, input.conversation, space))) continue;
      targets.push(space);
    }
    await tellMembers(
      ctx,
      targets,
      { subject: input.subject, body: input.body, link: input.link, kind: input.kind },
      input.except,
    );
  } catch (error) {
    ctx.log.warn({ err: error, conversation: input.conversation }, 'messenger notification not sent');
  }
}

/** A notification's text: what happened and from whom, the words shortened to what a bell can show. */
export function bilingual(what: Text, from: string, words = ''): { subject: Text; body: Text } {
  const body = [from, ...(words ? [words.slice(0, 500)] : [])].join('\n\n');
  return {
    subject: { jp: `${what.jp}: ${from}`.slice(0, 200), en: `${what.en}: ${from}`.slice(0, 200) },
    body: { jp: body, en: body },
  };
}
