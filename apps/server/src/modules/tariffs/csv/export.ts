import { asc, eq, inArray } from 'drizzle-orm';
import { tariffRevisions, tariffs } from '../../../db/schema/index.ts';
import { type Ctx, requireSupplierMember } from '../context.ts';
import { columns, readOnlyColumns } from './columns.ts';
import { csvLine } from './parse.ts';

/**
 * A space's tariffs as CSV (format in columns.ts), oldest first. Each row holds the supplier's working copy: the
 * pending revision when there is one, so that editing the file and importing it continues that revision.
 */
export async function exportCsv(ctx: Ctx, space: string): Promise<string> {
  if (!ctx.isAdmin) await requireSupplierMember(ctx, space, 'querystring.space');
  const rows = await ctx.db
    .select()
    .from(tariffs)
    .where(eq(tariffs.spaceKey, space))
    .orderBy(asc(tariffs.createdAt), asc(tariffs.key));
  const keys = rows.map((row) => row.key);
  const revisions = keys.length
    ? await ctx.db.select().from(tariffRevisions).where(inArray(tariffRevisions.tariffKey, keys))
    : [];
  const pending = new Map(revisions.map((revision) => [revision.tariffKey, revision]));
  const lines = [csvLine([...columns.map((c) => c.name), ...readOnlyColumns])];
  for (const row of rows) {
    const revision = pending.get(row.key);
    const doc = revision?.doc ?? row.doc;
    lines.push(
      csvLine([
        ...columns.map((c) => (c.name === 'key' ? row.key : c.write(doc))),
        row.state,
        String(revision?.version ?? row.version),
        revision?.state ?? '',
      ]),
    );
  }
  // The BOM makes Excel read the file as UTF-8, which Japanese text needs.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
