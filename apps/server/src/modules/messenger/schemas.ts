import { inquiryActions, storageHash } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * The route schemas of the messenger that the web does not share (its contracts are in packages/shared
 * contracts/messenger.ts). Keys in paths are loose on purpose: a well-formed key that names nothing of the
 * caller's answers `invalid record`, exactly like one of another space's.
 */
const key = z.string().regex(/^[\w-]{1,80}$/, 'must be a key');

export const conversationParams = z.object({ id: key });
export const attachmentParams = conversationParams.extend({ hash: storageHash });
export const inquiryParams = z.object({ key });
export const inquiryMoveParams = inquiryParams.extend({ action: z.enum(inquiryActions) });
