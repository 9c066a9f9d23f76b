import type { TariffDoc } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { localized, useLocale } from '../../../lib/locale';
import type { PartnerRates } from '../api/types';
import { CancellationTable } from './cancellation-table';
import { RatesTable } from './rates-table';
import { SheetConditions } from './sheet-conditions';
import { SheetHeader } from './sheet-header';
import { SheetImages } from './sheet-images';
import { SheetPricing } from './sheet-pricing';

type Props = {
  doc: TariffDoc;
  aside?: ReactNode;
  /** An active partner's prices, shown beside the public ones in the rates table. */
  partner?: PartnerRates | null | undefined;
};

/**
 * A tariff exactly as buyers see it, in the reader's language (each text falls back to the other language when
 * the supplier left it empty). The search detail page, the supplier's editor preview and the admin review all
 * render this one component, so what a supplier previews is what a buyer gets. `aside` sits beside the sheet on
 * wide screens (the detail page's supplier card) and below it on narrow ones.
 */
export function TariffSheet({ doc, aside, partner }: Props) {
  const locale = useLocale();
  const body = (
    <>
      <SheetHeader doc={doc} />
      <SheetImages images={doc.images} title={localized(doc.title, locale).text} />
      <RatesTable doc={doc} partner={partner} />
      <SheetPricing doc={doc} />
      <SheetConditions doc={doc} />
      <CancellationTable rows={doc.cancellation} />
    </>
  );

  return (
    <article className="tariff-sheet" data-testid="tariff-sheet">
      {aside ? (
        <div className="row g-4">
          <div className="col-lg-8">{body}</div>
          <aside className="col-lg-4">{aside}</aside>
        </div>
      ) : (
        body
      )}
    </article>
  );
}
