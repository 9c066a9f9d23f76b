import { Badge, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListedState, useTariffsInState } from '../api/admin';
import type { TariffView } from '../api/types';
import { localized, useLocale } from '../view/locale';
import { CursorPager } from './cursor-pager';
import { formatDateTime } from './format';
import { ListState } from './list-state';
import { useCursorPages } from './use-cursor-pages';

type Props = { state: ListedState; hrefOf: (key: string) => string };

/** Published or suspended tariffs of every space, last changed first: where suspending and reinstating start. */
export function StateList({ state, hrefOf }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const pages = useCursorPages();
  const list = useTariffsInState(state, pages.cursor);

  return (
    <section aria-labelledby={`${state}-heading`} data-testid={`${state}-list`}>
      <h2 id={`${state}-heading`} className="h5 mb-3">
        {t(`admin:states.heading.${state}`)}
      </h2>
      <ListState
        query={list}
        empty={t(`admin:states.empty.${state}`)}
        failed={t('admin:states.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <Table responsive hover className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('admin:columns.title')}</th>
                  <th scope="col">{t('admin:columns.space')}</th>
                  <th scope="col">{t('admin:columns.version')}</th>
                  <th scope="col">{t('admin:columns.updatedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((tariff) => (
                  <StateRow key={tariff.key} tariff={tariff} href={hrefOf(tariff.key)} />
                ))}
              </tbody>
            </Table>
            <CursorPager pages={pages} next={data.next} busy={list.isFetching} />
          </>
        )}
      </ListState>
    </section>
  );
}

function StateRow({ tariff, href }: { tariff: TariffView; href: string }) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  const title = localized(tariff.title, locale).text || t('admin:untitled');
  const changed = tariff.updatedAt;

  return (
    <tr data-testid="state-row">
      <td>
        <Link to={href} className="fw-semibold">
          {title}
        </Link>
        {tariff.pending && (
          <Badge bg="info-subtle" text="info-emphasis" className="ms-2">
            {t(`tariffs:revision.${tariff.pending.state}`)}
          </Badge>
        )}
      </td>
      <td>{tariff.space}</td>
      <td>{t('admin:version', { version: tariff.version })}</td>
      <td>{changed && <time dateTime={changed}>{formatDateTime(changed, locale)}</time>}</td>
    </tr>
  );
}
