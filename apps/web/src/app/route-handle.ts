import { useMatches, useSearchParams } from 'react-router';
import type jpCommon from '../locales/jp/common.json';

type Pages = (typeof jpCommon)['pages'];
/** A screen with a translated title at `pages.<key>.title`. */
export type PageKey = { [K in keyof Pages]: Pages[K] extends { title: string } ? K : never }[keyof Pages];

/** Routes carry their page key so the shells and the document title read it from one place. */
export interface RouteHandle {
  page: PageKey;
  /** Access rules relative to the product key (`admin`); the user needs any one (docs/product.md §6). */
  access?: readonly string[];
  /** Viewable without signing in (a page meant to be shared); every other screen requires sign-in. */
  public?: boolean;
  /** Another title while a query parameter is present: the event form edits an event with `?key=`. */
  withParam?: { param: string; page: PageKey };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The deepest matched route's handle, or undefined on screens without one (home). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle);
}

/** The deepest matched route's page, or undefined on screens without a title of their own (home). */
export function usePageKey(): PageKey | undefined {
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  if (handle?.withParam && params.has(handle.withParam.param)) return handle.withParam.page;
  return handle?.page;
}
