import { agreementTargets, partnershipTargets } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the partners module that the web does not share (its contracts are in packages/shared:
 * contracts/partners.ts and contracts/agreements.ts).
 */

/** Who may call the partner routes: the Trading Partner menu's entries (docs/product.md §6) and administrators. */
export const PARTNER_ACCESS = ['creator', 'supplier', 'supplier:*', 'arranger', 'buyer', 'buyer:*', 'admin'];

export const partnershipParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const partnershipTransitionParams = partnershipParams.extend({ state: z.enum(partnershipTargets) });
export const agreementTransitionParams = partnershipParams.extend({ state: z.enum(agreementTargets) });
