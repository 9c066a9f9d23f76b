// Zod compiles its object parsers with `new Function` unless told not to, and merely probing whether it may do
// so is reported as a violation under the app's Content-Security-Policy (scripts without 'unsafe-eval'). The
// flag is read when a schema is built, so main.tsx runs this before anything that defines one. It sets the
// object zod keeps its configuration in (`z.config()` writes the same global) rather than calling `z.config`,
// so the first route does not download zod only to configure it; zod-config.test.ts checks
// that zod reads it.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

// In place: a zod already loaded keeps a reference to the object it found.
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
