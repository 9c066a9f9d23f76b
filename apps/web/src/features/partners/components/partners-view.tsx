import { type Partnership, type PartnerTab, partnerTabs } from '@tourtariff/shared';
import { type ReactNode, useId, useState } from 'react';
import { Alert, Form, Tab, Tabs } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useDebounced } from '../../../lib/use-debounced';
import { usePartnerMoves } from '../hooks/use-partner-moves';
import { ExportButton } from './export-button';
import { PartnerList } from './partner-list';

export type PartnersViewProps = {
  space: string;
  canManage: boolean;
  directoryHref: string;
  hrefOf: (key: string) => string;
  /** More on a card, placed by the route (a "Message" button from the messenger: features do not meet). */
  cardExtra?: (partnership: Partnership) => ReactNode;
};

/**
 * The partners of the current space by tab (active, received, sent, past), searchable by name and exported as
 * CSV. The tab lives in the address (`?tab=`), so a notification or a back link can open the right one.
 */
export function PartnersView({ space, canManage, directoryHref, hrefOf, cardExtra }: PartnersViewProps) {
  const { t } = useTranslation('partners');
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PartnerTab = partnerTabs.find((candidate) => candidate === requested) ?? 'active';
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed);
  const pages = useCursorPages();
  const moves = usePartnerMoves();

  const select = (key: string | null) => {
    pages.reset();
    setParams(key && key !== 'active' ? { tab: key } : {}, { replace: true });
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-start mb-3">
        <p className="text-body-secondary me-auto mb-0">{t('intro')}</p>
        <Link to={directoryHref} className="btn btn-primary" data-testid="find-partners">
          {t('findPartners')}
        </Link>
      </div>
      {!canManage && (
        <Alert variant="info" data-testid="partners-read-only">
          {t('list.readOnly')}
        </Alert>
      )}
      {moves.view}
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId={searchId} className="me-auto">
          <Form.Label className="small mb-1">{t('list.search')}</Form.Label>
          <Form.Control
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => {
              pages.reset();
              setTyped(event.target.value);
            }}
          />
        </Form.Group>
        <ExportButton space={space} tab={tab} q={q} />
      </div>
      <Tabs id="partner-tabs" activeKey={tab} onSelect={select} className="mb-3" mountOnEnter unmountOnExit>
        {partnerTabs.map((key) => (
          <Tab key={key} eventKey={key} title={t(`tabs.${key}`)}>
            <PartnerList
              space={space}
              tab={key}
              q={q}
              pages={pages}
              canManage={canManage}
              busy={moves.busy}
              hrefOf={hrefOf}
              cardExtra={cardExtra}
              onAct={(partnership, state) => moves.ask({ partnership, state })}
            />
          </Tab>
        ))}
      </Tabs>
    </>
  );
}
