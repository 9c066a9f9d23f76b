import { apiKeyCreate, apiKeyCreated, apiKeyList, apiKeyView } from '@tourtariff/shared';
import { z } from 'zod';

export { apiKeyCreate, apiKeyCreated, apiKeyList, apiKeyView };

const spaceKey = z.string().regex(/^[\w-]{1,80}$/, 'must be a key');
export const spaceParams = z.object({ key: spaceKey });
export const keyParams = z.object({ key: spaceKey, id: z.uuid() });
