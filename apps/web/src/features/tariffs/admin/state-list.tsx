import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, localized, useLocale } from '../../../lib/locale';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { type ListedState, useTariffsInState } from '../api/admin';
import type { ListedTariff } from '../api/types';
import { PagedTable } from './paged-table';

type Props = { state: ListedState; hrefOf: (key: string) => string };

/** Published or suspended tariffs of every space, last changed first: where suspending and reinstating start. */
export function StateList({ state, hrefOf }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const pages = useCursorPages();
  const list = useTariffsInState(state, pages.cursor);

  return (
    <PagedTable
      heading={t(`admin:states.heading.${state}`)}
      data-testid={`${state}-list`}
      query={list}
      pages={pages}
      empty={t(`admin:states.empty.${state}`)}
      failed={t('admin:states.loadFailed')}
      columns={[
        t('admin:columns.title'),
        t('admin:columns.space'),
        t('admin:columns.version'),
        t('admin:columns.updatedAt'),
      ]}
      row={(tariff) => <StateRow key={tariff.key} tariff={tariff} href={hrefOf(tariff.key)} />}
    />
  );
}

function StateRow({ tariff, href }: { tariff: ListedTariff; href: string }) {
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
      {/* A space without a name (none should be) still shows which one it is. */}
      <td>{tariff.spaceName ?? tariff.space}</td>
      <td>{t('admin:version', { version: tariff.version })}</td>
      <td>{changed && <time dateTime={changed}>{formatDateTime(changed, locale)}</time>}</td>
    </tr>
  );
}
