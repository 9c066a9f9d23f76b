import type {
  RevisionState,
  TariffAction,
  TariffDoc,
  TariffState,
  tariffDetailOut,
  tariffListOut,
  tariffPageOut,
  tariffViewOut,
} from '@tourtariff/shared';
import type { z } from 'zod';
import type { Narrowed } from '../../../lib/api/answers';

type ViewOut = z.output<typeof tariffViewOut>;
type PendingOut = NonNullable<ViewOut['pending']>;

/**
 * A revision waiting behind a published tariff; `doc` is there for members and administrators. From the
 * response schema, with the state and the document read as the request contract's types.
 */
export type PendingVersion = Narrowed<PendingOut, { state: RevisionState; doc?: TariffDoc }>;

/**
 * A tariff as the server's `tariffView` answers it, typed from the response schema the server declares
 * (`tariffViewOut`): the visible document plus state and version. `note`, `pending` and `actions` are only
 * present for members of the supplier space and administrators. The schema declares the document's enums and
 * the state as strings (it describes stored documents without re-checking them); the web reads them as the
 * request contract's unions, which `Narrowed` checks is only a narrowing of the schema.
 */
export type TariffView = Narrowed<
  ViewOut,
  TariffDoc & { state: TariffState; pending?: PendingVersion | null; actions?: TariffAction[] }
>;

/**
 * GET /api/v1/Tariff/{key} (`tariffDetailOut`): the view and the selling space; `partner`, for an active partner
 * with an agreement in force, holds their price of every rate row.
 */
export type TariffDetail = TariffView & Pick<z.output<typeof tariffDetailOut>, 'supplier' | 'partner'>;

/** An active partner's prices of a tariff's rate rows, by row index. */
export type PartnerRates = NonNullable<TariffDetail['partner']>;

/**
 * What the detail query's cache holds: the GET answer, or the view a save answered (POST/PUT/PATCH answer
 * `tariffViewOut`, without `supplier`) until the refetch replaces it.
 */
export type CachedTariff = TariffView & Partial<Pick<TariffDetail, 'supplier' | 'partner'>>;

/**
 * One page of a list answer; `next` is the cursor of the following page, null on the last. The schema
 * (`tariffPageOut`) allows partial items because `fields` may select keys; the web never sends `fields`, so each
 * item is a whole view.
 */
export type TariffPage = Narrowed<z.output<typeof tariffPageOut>, { items: TariffView[] }>;

/** One tariff of GET /api/v1/Tariff (`tariffListOut`): a whole view with its space's name. */
export type ListedTariff = TariffView & Pick<z.output<typeof tariffListOut>['items'][number], 'spaceName'>;

/** A page of GET /api/v1/Tariff. */
export type TariffListPage = Narrowed<z.output<typeof tariffListOut>, { items: ListedTariff[] }>;
