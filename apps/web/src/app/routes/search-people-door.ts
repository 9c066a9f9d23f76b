/**
 * The Guides and Jobs tabs load in two steps: /search's chunk names only this small one, which names the ~30
 * chunks the tabs need. A direct import() would list all of them in the first route's download (Vite's preload
 * map), over its 150 kB budget; the extra request comes once, when a tab is first opened.
 */
export const loadSearchPeople = () => import('./search-people').then((m) => ({ default: m.SearchPeople }));

/** The search cards' verified badge, through the same door: /search's chunk names no chunk more. */
export const loadVerifiedBadge = () =>
  import('../../components/business/verified-badge').then((m) => ({ default: m.VerifiedBadge }));

/**
 * The cards' favourite heart too: with its writes it is the last part of the cards the first paint does not
 * need (its texts and the favourites arrive after the results anyway); its slot keeps its size meanwhile.
 */
export const loadFavouriteHeart = () =>
  import('../../features/workset/components/favourite-heart').then((m) => ({ default: m.FavouriteHeart }));
