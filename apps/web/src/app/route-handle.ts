import { useMatches } from 'react-router';
import type jpCommon from '../locales/jp/common.json';

type Pages = (typeof jpCommon)['pages'];
/** A screen with a translated title at `pages.<key>.title`. */
export type PageKey = { [K in keyof Pages]: Pages[K] extends { title: string } ? K : never }[keyof Pages];

/** Routes carry their page key so the shells and the document title read it from one place. */
export interface RouteHandle {
  page: PageKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The deepest matched route's page, or undefined on screens without a title of their own (home). */
export function usePageKey(): PageKey | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle)?.page;
}
