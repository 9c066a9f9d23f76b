/**
 * Sign-in and the caller of every request (docs/product-decisions.md §4): the relying party, the embedded provider
 * when no external one is configured, sessions, bearer tokens and API keys, resolved once per request through a
 * short-lived cache. The only door of the module.
 */
export { type IdentityOptions, setUpIdentity } from './setup.ts';
