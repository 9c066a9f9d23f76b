import type { CSSProperties, ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { type ColumnOf, cellKey, type RowListName, type RowOf, useRowList } from './form-rows';

type InputProps<L extends RowListName> = {
  list: L;
  row: RowOf<L>;
  index: number;
  column: ColumnOf<L>;
  /** The column's name; the input is labelled "<label> <row number>", which is what the e2e tests find. */
  label: string;
  /** Options turn the input into a select. */
  children?: ReactNode;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number | undefined;
  className?: string | undefined;
  style?: CSSProperties;
};

/** The input for one column of one row of a list in the form, with its error state. */
export function RowInput<L extends RowListName>({
  list,
  row,
  index,
  column,
  label,
  children,
  ...control
}: InputProps<L>) {
  const { t } = useTranslation('catalogue');
  const { update } = useRowList(list);
  const key = cellKey(list, index, column);
  const state = useFieldState(key);
  const field = {
    size: 'sm' as const,
    'aria-label': t('rowLabel', { field: label, n: index + 1 }),
    value: String(row[column as keyof RowOf<L>]),
    onChange: (event: { target: { value: string } }) =>
      update(row.id, { [column]: event.target.value } as Partial<RowOf<L>>, key),
    ...state,
  };
  if (children === undefined && control.type === 'date') {
    const { type: _date, ...rest } = control;
    return <DateControl {...field} {...rest} />;
  }
  if (children === undefined) return <Form.Control {...field} {...control} />;
  return (
    <Form.Select {...field} className={control.className}>
      {children}
    </Form.Select>
  );
}

/** A table cell holding one row input and the error under it. */
export function RowCell<L extends RowListName>(props: InputProps<L>) {
  return (
    <td>
      <RowInput {...props} />
      <FieldError field={cellKey(props.list, props.index, props.column)} />
    </td>
  );
}

type RemoveProps = {
  /** Names the row ("Remove season 2"), since every row's button reads "Remove". */
  label: string;
  onClick: () => void;
};

export function RemoveRowButton({ label, onClick }: RemoveProps) {
  const { t } = useTranslation('catalogue');
  const { readOnly } = useEditor();
  return (
    <Button variant="outline-danger" size="sm" disabled={readOnly} aria-label={label} onClick={onClick}>
      {t('editor.remove')}
    </Button>
  );
}
