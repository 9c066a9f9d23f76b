import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';

export type MessengerWorld = {
  user: string;
  space: string;
  busy: string[];
  listeners: string[];
  live: string;
};

const BUYERS = 100;
const SUPPLIERS = 100;

/**
 * `conversations` conversations between 100 buyer and 100 supplier spaces and `messages` messages, written in
 * set-based SQL (generate_series) straight into the tables. Buyer 0 takes part in a tenth of all conversations:
 * the busy space whose list is timed. Its owner has read half of them. `listeners` people are members of
 * supplier 0, the other side of the conversation the live-delivery test writes in.
 */
export async function seedMessenger(
  db: Db,
  options: { conversations: number; messages: number; listeners: number; log: (line: string) => void },
): Promise<MessengerWorld> {
  const { conversations: c, messages: m } = options;
  await db.execute(sql`insert into users (sub, email, nickname)
    select 'mb-user-' || g, 'mb' || g || '@bench.test', 'mb' || g from generate_series(0, ${options.listeners}::int) g`);
  await db.execute(sql`insert into businesses (key, sub, name) values ('bz_mb', 'mb-user-0', 'ベンチ')`);
  await db.execute(sql`insert into spaces (key, kind, role, category, industry, name, business_key, created_by)
    select 'sp_mb-b-' || g, 'corporate', 'buyer', 'buyer', 'arranger', 'ベンチ旅行 ' || g, 'bz_mb', 'mb-user-0'
      from generate_series(0, ${BUYERS - 1}) g
    union all
    select 'sp_mb-s-' || g, 'corporate', 'supplier', 'supplier', 'creator', 'ベンチ旅館 ' || g, 'bz_mb', 'mb-user-0'
      from generate_series(0, ${SUPPLIERS - 1}) g
    union all
    select 'sp_mb-empty', 'corporate', 'buyer', 'buyer', 'arranger', 'ベンチ空', 'bz_mb', 'mb-user-0'`);
  await db.execute(
    sql`insert into space_members (space_key, sub, role) values ('sp_mb-b-0', 'mb-user-0', 'owner'), ('sp_mb-empty', 'mb-user-0', 'owner')`,
  );
  await db.execute(sql`insert into space_members (space_key, sub, role)
    select 'sp_mb-s-0', 'mb-user-' || g, 'member' from generate_series(1, ${options.listeners}::int) g`);
  // Conversation i joins buyer (i < c/10 ? 0 : i % 100) and supplier i % 100; the first is buyer 0 with supplier 0.
  await db.execute(sql`insert into conversations (key, subject, spaces_sig, created_by, last_message_at)
    select 'cv_mb-' || g, '件名 ' || g,
      'sp_mb-b-' || (case when g < ${c / 10}::int then 0 else g % ${BUYERS} end) || ' sp_mb-s-' || (g % ${SUPPLIERS}),
      'mb-user-0', now() - g * interval '1 second'
    from generate_series(0, ${c - 1}::int) g`);
  await db.execute(sql`insert into conversation_participants (conversation_key, space_key, last_message_at)
    select key, split_part(spaces_sig, ' ', n), last_message_at from conversations, generate_series(1, 2) n`);
  const batch = 100_000;
  for (let from = 0; from < m; from += batch) {
    const to = Math.min(m, from + batch) - 1;
    await db.execute(sql`insert into messages (key, conversation_key, space_key, sender, sender_name, body, created_at)
      select 'ms_mb-' || g, 'cv_mb-' || (g % ${c}::int),
        case when g % 2 = 0 then split_part(cv.spaces_sig, ' ', 1) else split_part(cv.spaces_sig, ' ', 2) end,
        'mb-user-0', 'ベンチ', 'メッセージ本文 ' || g || ' です。よろしくお願いいたします。',
        now() - interval '30 days' + g * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g join conversations cv on cv.key = 'cv_mb-' || (g % ${c}::int)`);
    options.log(`  messages ${to + 1}/${m}`);
  }
  await db.execute(sql`update conversations c set last_message_id = l.id, last_message_at = l.at
    from (select conversation_key, max(id) id, max(created_at) at from messages group by conversation_key) l
    where l.conversation_key = c.key`);
  await db.execute(sql`update conversation_participants p set last_message_at = c.last_message_at
    from conversations c where c.key = p.conversation_key`);
  await db.execute(sql`insert into message_reads (conversation_key, sub, message_id)
    select p.conversation_key, 'mb-user-0', c.last_message_id - 10
    from conversation_participants p join conversations c on c.key = p.conversation_key
    where p.space_key = 'sp_mb-b-0' and c.last_message_id % 2 = 0`);
  await db.execute(sql`analyze`);
  const busy = await queryRows<{ key: string }>(
    db,
    sql`select conversation_key as key from conversation_participants where space_key = 'sp_mb-b-0'
        order by last_message_at desc limit 200`,
  );
  return {
    user: 'mb-user-0',
    space: 'sp_mb-b-0',
    busy: busy.map((row) => row.key),
    listeners: Array.from({ length: options.listeners }, (_, i) => `mb-user-${i + 1}`),
    live: 'cv_mb-0',
  };
}
