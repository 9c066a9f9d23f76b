import type { Actor } from '../../../../actor.ts';
import { tariffsOfSpace } from '../../repository/tariffs.ts';
import { type Ctx, requireSupplierMember } from '../caller.ts';
import { exportColumns, readOnlyColumns } from './columns.ts';
import { csvLine } from './parse.ts';

/**
 * A space's tariffs as CSV (format in columns.ts), oldest first. Each row holds the supplier's working copy: the
 * pending revision when there is one, so that editing the file and importing it continues that revision.
 */
export async function exportCsv(ctx: Ctx, actor: Actor, space: string): Promise<string> {
  if (!actor.isAdmin) requireSupplierMember(actor, space, 'querystring.space');
  const found = await tariffsOfSpace(ctx.database.db, space);
  const lines = [csvLine([...exportColumns.map((c) => c.name), ...readOnlyColumns])];
  for (const { row, revision } of found) {
    const doc = revision?.doc ?? row.doc;
    lines.push(
      csvLine([
        ...exportColumns.map((c) => (c.name === 'key' ? row.key : c.write(doc))),
        row.state,
        String(revision?.version ?? row.version),
        revision?.state ?? '',
      ]),
    );
  }
  // The BOM makes Excel read the file as UTF-8, which Japanese text needs.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
