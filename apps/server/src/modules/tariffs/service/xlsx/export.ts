import type { Actor } from '../../../../actor.ts';
import { tariffsOfSpace } from '../../repository/tariffs.ts';
import { type Ctx, requireSupplierMember } from '../caller.ts';
import { exportColumns, readOnlyColumns } from '../csv/columns.ts';
import { defuseCell } from '../csv/formula.ts';
import { FIELD, INDEX, INDEX_COLUMNS, sheetName, VALUE } from './layout.ts';
import { loadExcel } from './load-excel.ts';

/**
 * A space's tariffs as an Excel workbook (layout.ts): the index sheet, then one sheet per tariff with the CSV's
 * columns as rows, each value defused like a CSV cell (csv/formula.ts) and written as text, never a formula.
 */
export async function exportXlsx(ctx: Ctx, actor: Actor, space: string): Promise<Buffer> {
  if (!actor.isAdmin) requireSupplierMember(actor, space, 'querystring.space');
  const found = await tariffsOfSpace(ctx.database.db, space);
  const { Workbook } = await loadExcel();
  const book = new Workbook();
  const index = book.addWorksheet(INDEX);
  index.addRow([...INDEX_COLUMNS]);
  found.forEach(({ row, revision }, i) => {
    const doc = revision?.doc ?? row.doc;
    const name = sheetName(i);
    const state = [row.state, String(revision?.version ?? row.version), revision?.state ?? ''];
    index.addRow([name, row.key, doc.title.jp, doc.title.en, ...state].map(defuseCell));
    const sheet = book.addWorksheet(name);
    sheet.addRow([FIELD, VALUE]);
    for (const column of exportColumns)
      sheet.addRow([column.name, defuseCell(column.name === 'key' ? row.key : column.write(doc))]);
    for (const [j, column] of readOnlyColumns.entries()) sheet.addRow([column, defuseCell(state[j] ?? '')]);
    sheet.getColumn(1).width = 24;
    sheet.getColumn(2).width = 80;
  });
  index.getColumn(1).width = 8;
  index.getColumn(2).width = 28;
  index.getColumn(3).width = 40;
  index.getColumn(4).width = 40;
  return Buffer.from(await book.xlsx.writeBuffer());
}
