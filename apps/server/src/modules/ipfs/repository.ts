import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** `in (…)` over the caller's spaces; a caller of none matches nothing. */
const among = (column: SQL, spaces: string[]) =>
  spaces.length
    ? sql`${column} in (${sql.join(
        spaces.map((space) => sql`${space}`),
        sql`, `,
      )})`
    : sql`false`;

/**
 * Whether a signed-in caller may read a plain stored object (docs/ARCHITECTURE.md "Stored files"): they stored
 * it, or a space of theirs did; it is a picture everyone is shown (a space's avatar or logo, a person's avatar,
 * a guide's photo, an image of a published tariff); it is an image of a tariff (or its pending revision) of a
 * space of theirs; or it is the evidence of a credential application to a type a space of theirs issues.
 * One statement of `exists` tests, each on an indexed key or a small table.
 */
export async function mayReadObject(db: Db, hash: string, who: { sub: string; spaces: string[] }) {
  const h = sql`${hash}`;
  const image = sql`jsonb_build_array(${hash}::text)`;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select (
      exists (select 1 from storage_uploads u
        where u.hash = ${h} and (u.sub = ${who.sub} or ${among(sql`u.space_key`, who.spaces)}))
      or exists (select 1 from spaces s where s.avatar = ${h} or s.details->>'logo' = ${h})
      or exists (select 1 from user_profiles p where p.avatar = ${h})
      or exists (select 1 from users x where x.picture = ${h})
      or exists (select 1 from guide_profiles g where g.doc->>'photo' = ${h})
      or exists (select 1 from tariffs t where t.doc->'images' @> ${image}
        and (t.state = 'published' or ${among(sql`t.space_key`, who.spaces)}))
      or exists (select 1 from tariff_revisions r join tariffs t on t.key = r.tariff_key
        where r.doc->'images' @> ${image} and ${among(sql`t.space_key`, who.spaces)})
      or exists (select 1 from credential_applications a
        join credential_schemas c on c.name = a.schema_name and c.version = a.version
        where a.evidence @> jsonb_build_array(jsonb_build_object('hash', ${hash}::text))
          and (${among(sql`a.holder`, who.spaces)}
            or exists (select 1 from jsonb_array_elements_text(c.issuers) i where ${among(sql`i`, who.spaces)})))
    ) as ok`,
  );
  return row?.ok === true;
}
