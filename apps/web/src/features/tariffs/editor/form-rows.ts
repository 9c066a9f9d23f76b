import { useEditor } from './editor-context';
import type { TariffForm } from './form-state';

/** The lists of the form that are edited row by row. */
export type RowListName =
  | 'seasons'
  | 'rates'
  | 'cancellation'
  | 'blackout'
  | 'special_days'
  | 'marked_days'
  | 'age_bands';
export type RowOf<L extends RowListName> = TariffForm[L][number];
export type ColumnOf<L extends RowListName> = Exclude<keyof RowOf<L>, 'id'> & string;

type Row = { id: string };

/** The list with one row changed; the other rows keep their identity, so React leaves their inputs alone. */
export function updateRow<T extends Row>(rows: readonly T[], id: string, patch: Partial<T>): T[] {
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

export function removeRow<T extends Row>(rows: readonly T[], id: string): T[] {
  return rows.filter((row) => row.id !== id);
}

/**
 * The key errors are filed under for one cell: its document path. Blackout and marked dates are plain strings in
 * the document, so their path has no column.
 */
export function cellKey(list: RowListName, index: number, column: string): string {
  return list === 'blackout' || list === 'marked_days' ? `${list}.${index}` : `${list}.${index}.${column}`;
}

/** Add, change and remove rows of one list of the form; each change clears the errors it fixes. */
export function useRowList<L extends RowListName>(list: L) {
  const { form, change } = useEditor();
  type R = RowOf<L>;
  // TypeScript cannot follow `form[list]` through a generic key, so the list is read and written here only.
  const rowsOf = (f: TariffForm) => f[list] as R[];
  const set = (f: TariffForm, rows: R[]): TariffForm => ({ ...f, [list]: rows });
  return {
    rows: rowsOf(form),
    update: (id: string, patch: Partial<R>, key: string) =>
      change((f) => set(f, updateRow(rowsOf(f), id, patch)), [key]),
    /** `clear`: the lists whose errors may no longer hold (removing a season touches the rates). */
    remove: (id: string, clear: RowListName[] = [list]) =>
      change((f) => set(f, removeRow(rowsOf(f), id)), clear),
    add: (make: (f: TariffForm) => R) => change((f) => set(f, [...rowsOf(f), make(f)]), [list]),
  };
}
