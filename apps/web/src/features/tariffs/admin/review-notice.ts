import type { TariffAction } from '@tourtariff/shared';

/**
 * What the review page tells the queue after a publish or a return (router location state): the queue page then
 * says what happened to which tariff.
 */
export type ReviewNotice = { action: TariffAction; title: string };

export function noticeOf(state: unknown): ReviewNotice | null {
  const notice = (state as { notice?: ReviewNotice } | null)?.notice;
  return notice && typeof notice.action === 'string' && typeof notice.title === 'string' ? notice : null;
}
