import { spaceKeyInput } from '@tourtariff/shared';
import { z } from 'zod';
import { storageHash } from '../../core/storage/index.ts';
import { keyParams } from '../tariffs/index.ts';

export const listQuery = z
  .object({
    space: spaceKeyInput.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(100).optional(),
  })
  .strict();

export const imageParams = keyParams.extend({ hash: storageHash });
