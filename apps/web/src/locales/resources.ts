import en from './en';
import jp from './jp';

/**
 * Both languages, every namespace, at once: for tests and for typing the keys. The app itself loads only the
 * language it shows (lib/i18n.ts), so this module must not be imported by app code.
 */
export const resources = { jp, en } as const;
