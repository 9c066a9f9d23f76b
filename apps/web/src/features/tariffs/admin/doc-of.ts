import { type TariffDoc, tariffDocFields } from '@tourtariff/shared';
import type { TariffView } from '../api/types';

/** The document part of a tariff view, without state, version and timestamps, as diffDocs compares them. */
export function docOf(view: TariffView): TariffDoc {
  return Object.fromEntries(tariffDocFields.map((field) => [field, view[field]])) as TariffDoc;
}

/**
 * What an administrator reviews and corrects: a submitted revision when one waits (the server corrects that
 * one), otherwise the tariff itself. A revision the supplier is still editing is not theirs to touch yet.
 */
export function underReview(view: TariffView): { doc: TariffDoc; revision: TariffDoc | null } {
  const revision = view.pending?.state === 'submitted' ? (view.pending.doc ?? null) : null;
  return { doc: revision ?? docOf(view), revision };
}
