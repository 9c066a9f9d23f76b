import { Form, Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TariffView } from '../api/types';
import { type RowActions, TariffRow } from './tariff-row';

/** The space's tariffs as a table; the caption names the space for screen readers. */
export function TariffTable({
  items,
  caption,
  actions,
}: {
  items: TariffView[];
  caption: string;
  actions: RowActions;
}) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  return (
    <Table responsive hover className="align-middle" data-testid="tariff-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Form.Check
              aria-label={t('sheets.bulk.selectAll')}
              checked={items.length > 0 && items.every((tariff) => actions.selected.has(tariff.key))}
              onChange={(event) => {
                for (const tariff of items) actions.onSelect(tariff.key, event.target.checked);
              }}
            />
          </th>
          <th scope="col">{t('list.column.title')}</th>
          <th scope="col">{t('tariffs:field.state')}</th>
          <th scope="col">{t('tariffs:field.version')}</th>
          <th scope="col">{t('tariffs:field.updatedAt')}</th>
          <th scope="col" className="text-end">
            {t('list.column.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((tariff) => (
          <TariffRow key={tariff.key} tariff={tariff} actions={actions} />
        ))}
      </tbody>
    </Table>
  );
}
