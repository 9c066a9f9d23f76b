import { type TariffState, tariffStates } from '@tourtariff/shared';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = {
  newHref: string;
  state: TariffState | undefined;
  onState: (state: TariffState | undefined) => void;
};

/** Above the list: create a tariff, and show only the tariffs in one state. */
export function CatalogueToolbar({ newHref, state, onState }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const id = useId();
  return (
    <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
      <Link to={newHref} className="btn btn-primary">
        {t('list.newTariff')}
      </Link>
      <Form.Group controlId={`${id}-state`} className="ms-auto">
        <Form.Label className="small mb-1">{t('list.filter')}</Form.Label>
        <Form.Select
          size="sm"
          value={state ?? ''}
          onChange={(event) => onState((event.target.value || undefined) as TariffState | undefined)}
        >
          <option value="">{t('list.allStates')}</option>
          {tariffStates.map((value) => (
            <option key={value} value={value}>
              {t(`tariffs:state.${value}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}

/** No tariffs at all (offer the first one), or none in the chosen state. */
export function CatalogueEmpty({ filtered, newHref }: { filtered: boolean; newHref: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="text-center border rounded py-5" data-testid="tariffs-empty">
      <p className="text-body-secondary">{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
      {!filtered && (
        <Link to={newHref} className="btn btn-outline-primary">
          {t('list.createFirst')}
        </Link>
      )}
    </div>
  );
}
