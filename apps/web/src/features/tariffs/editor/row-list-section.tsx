import type { ReactNode } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError } from './field-error';
import { type RowListName, useRowList } from './form-rows';

type Props = {
  list: Exclude<RowListName, 'blackout' | 'marked_days'>;
  title: string;
  /** Read out with the whole fieldset, so the hint is heard before the first input. */
  help?: string;
  /** Header of each data column, between the row number and the remove button. */
  columns: string[];
  /** Said instead of an empty table. */
  empty: string;
  /** The server refuses more rows than this, so the add button stops there. */
  limit: number;
  addLabel: string;
  onAdd: () => void;
  responsive?: boolean;
  className?: string;
  /** One `<tr>` per row, starting with `<th scope="row">` and ending with its remove button. */
  children: ReactNode;
};

/** A list of the form edited as a numbered table: seasons, rates, cancellation rules. */
export function RowListSection({
  list,
  title,
  help,
  columns,
  empty,
  limit,
  addLabel,
  onAdd,
  ...table
}: Props) {
  const { t } = useTranslation('catalogue');
  const { id } = useEditor();
  const { rows } = useRowList(list);
  const helpId = `${id}-${list}-help`;

  return (
    <fieldset className="mb-4" aria-describedby={help ? helpId : undefined}>
      <legend className="h5">{title}</legend>
      {help && (
        <Form.Text as="p" id={helpId}>
          {help}
        </Form.Text>
      )}
      {rows.length === 0 ? (
        <p className="text-body-secondary small">{empty}</p>
      ) : (
        <Table
          size="sm"
          responsive={table.responsive}
          className={`align-middle ${table.className ?? ''}`.trim()}
        >
          <thead>
            <tr>
              <th scope="col">{t('editor.rowNumber')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('list.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>{table.children}</tbody>
        </Table>
      )}
      <FieldError field={list} />
      <AddRowButton count={rows.length} limit={limit} onClick={onAdd}>
        {addLabel}
      </AddRowButton>
    </fieldset>
  );
}

type AddProps = { count: number; limit: number; onClick: () => void; children: ReactNode };

/** Adds a row, up to the list's limit. */
export function AddRowButton({ count, limit, onClick, children }: AddProps) {
  const { readOnly } = useEditor();
  return (
    <Button variant="outline-secondary" size="sm" disabled={readOnly || count >= limit} onClick={onClick}>
      {children}
    </Button>
  );
}
