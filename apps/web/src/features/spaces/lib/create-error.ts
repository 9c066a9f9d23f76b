import { ApiRequestError } from '../../../lib/api/api-error';
import type { ErrorTexts } from '../../../lib/api/use-error-text';
import type { TFunction } from '../../../lib/i18n/use-translation';

/** What a failed create says, in the reader's language. */
export type CreateErrorMessage = { text: string };

/**
 * A refused create in words: what the server refused about the name field (in the reader's language,
 * not the server's English), a conflict (docs/product-decisions.md §5: a second guide space), or a general failure.
 */
export function createErrorMessage(
  error: unknown,
  t: TFunction<'business'>,
  texts: ErrorTexts,
): CreateErrorMessage | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) {
    const name = texts.place(error, (path) => (path === 'name' ? 'name' : null)).fields.name;
    if (name) return { text: name };
    if (error.status === 409) return { text: t('create.conflict') };
  }
  return { text: t('create.failed') };
}
