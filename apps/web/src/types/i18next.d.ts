import 'i18next';
import type { defaultNS } from '../lib/i18n';
import type { resources } from '../locales/resources';

// Keys are typed from the Japanese files (the default locale), so a misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['jp'];
  }
}
