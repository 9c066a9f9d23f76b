/*
 * The route schemas of the guides module that the web does not share (its contracts are in packages/shared:
 * contracts/guides.ts).
 */

/** Writes: a guide space's own people; the service checks it is this guide space. */
export const GUIDE_ACCESS = ['guide', 'guide:*'];
