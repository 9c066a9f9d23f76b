import { reviewTargets } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the reviews module that the web does not share (its contracts are in packages/shared:
 * contracts/reviews.ts).
 */

/** Who may write: buyers write reviews, suppliers reply, administrators moderate. Anyone signed in reads. */
export const REVIEW_ACCESS = ['creator', 'supplier', 'supplier:*', 'arranger', 'buyer', 'buyer:*', 'admin'];

export const reviewParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const reviewTransitionParams = reviewParams.extend({ state: z.enum(reviewTargets) });
export const statsParams = z.object({ id: reviewParams.shape.key });
