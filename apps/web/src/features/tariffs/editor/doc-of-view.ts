import { type TariffDoc, tariffDocFields } from '@tourtariff/shared';
import type { TariffView } from '../api/types';

/** The document inside a tariff as the API answers it (the view adds key, state, version …). */
export function docOfView(view: TariffView): TariffDoc {
  return Object.fromEntries(tariffDocFields.map((field) => [field, view[field]])) as TariffDoc;
}

/** What the supplier edits: the pending revision when there is one, else the tariff itself. */
export function workingDoc(view: TariffView): TariffDoc {
  return view.pending?.doc ?? docOfView(view);
}
