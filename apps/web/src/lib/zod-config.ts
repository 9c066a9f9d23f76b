import { z } from 'zod';

// Zod compiles its object parsers with `new Function` unless told not to, and merely probing whether it may do
// so is reported as a violation under the app's Content-Security-Policy (scripts without 'unsafe-eval'). The
// flag is read when a schema is built, so main.tsx imports this module before anything that defines one.
z.config({ jitless: true });
