import type { RevisionState, TariffAction, TariffDoc, TariffState } from '@tourtariff/shared';

/** A revision waiting behind a published tariff; `doc` is there for members and administrators. */
export type PendingVersion = {
  version: number;
  state: RevisionState;
  note: string | null;
  updatedAt: string | null;
  doc?: TariffDoc;
};

/**
 * A tariff as the server's `tariffView` answers it: the visible document plus state and version. `note`,
 * `pending` and `actions` are only present for members of the supplier space and administrators.
 */
export type TariffView = TariffDoc & {
  key: string;
  space: string;
  state: TariffState;
  version: number;
  createdAt: string | null;
  updatedAt: string | null;
  publishedAt: string | null;
  note?: string | null;
  pending?: PendingVersion | null;
  actions?: TariffAction[];
  /** The selling space, on single-tariff reads (GET /api/v1/Tariff/{key}). */
  supplier?: { key: string; name: string | null; avatar: string | null };
};

/** One page of a list or query answer; `next` is the cursor of the following page, null on the last. */
export type TariffPage = { items: TariffView[]; next: string | null };
