import { useId } from 'react';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type SortOrder, sortOrders } from './search-params';

/** The order of the results; it applies at once, like the category. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <FormLabel htmlFor={id} className="mb-0 text-nowrap">
        {t('sort.label')}
      </FormLabel>
      <FormSelect
        id={id}
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value as SortOrder)}
      >
        {sortOrders.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </FormSelect>
    </div>
  );
}
