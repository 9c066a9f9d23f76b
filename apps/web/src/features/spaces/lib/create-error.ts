import type { TFunction } from 'i18next';
import { ApiRequestError, fieldMessages } from '../../../lib/api/api-error';

/** What a failed create says: text, and its language when it is the server's own (English) words. */
export type CreateErrorMessage = { text: string; lang?: 'en' };

/**
 * A refused create in words: the server's message for the name field (SPEC §5's English alert text), a conflict
 * (DESIGN §5: a second guide space), or a general failure.
 */
export function createErrorMessage(error: unknown, t: TFunction<'business'>): CreateErrorMessage | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) {
    const name = fieldMessages(error.body).name;
    if (name) return { text: name, lang: 'en' };
    if (error.status === 409) return { text: t('create.conflict') };
  }
  return { text: t('create.failed') };
}
