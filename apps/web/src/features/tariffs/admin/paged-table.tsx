import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Table } from 'react-bootstrap';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CursorPages, useStepBackFromEmptyPage } from '../../../lib/use-cursor-pages';
import { ListState } from './list-state';

type Props<T> = {
  heading: string;
  'data-testid': string;
  query: UseQueryResult<{ items: T[]; next: string | null }>;
  pages: CursorPages;
  empty: string;
  failed: string;
  columns: string[];
  /** One keyed `<tr>` per item. */
  row: (item: T) => ReactNode;
};

/** An administrator's list: a headed section, its loading/empty/failure states, the table and the pager. */
export function PagedTable<T>({ heading, query, pages, empty, failed, columns, row, ...rest }: Props<T>) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const steppingBack = useStepBackFromEmptyPage(pages, query);
  const labels = {
    nav: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: t('pager.page', { page: pages.page }),
  };
  return (
    <section aria-labelledby={headingId} data-testid={rest['data-testid']}>
      <h2 id={headingId} className="h5 mb-3">
        {heading}
      </h2>
      {steppingBack ? (
        <InlineSpinner />
      ) : (
        <ListState query={query} empty={empty} failed={failed} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <Table responsive hover className="align-middle">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{data.items.map(row)}</tbody>
              </Table>
              <CursorPager
                pages={pages}
                next={data.next}
                busy={query.isFetching}
                labels={labels}
                hideSingle
                className="mt-2"
              />
            </>
          )}
        </ListState>
      )}
    </section>
  );
}
