/**
 * The bundle's entry (scripts/server-bundle.ts builds it as apps/server/dist/main.js): it turns on V8's compile
 * cache, kept beside the bundle, before the server's code is loaded, so a start after the first reads compiled
 * code instead of compiling ~5 MB of JavaScript again. The cache is keyed by each file's
 * content, and a new bundle starts with an empty directory. Where it cannot be written, Node just compiles.
 */
import { enableCompileCache } from 'node:module';
import path from 'node:path';

enableCompileCache(path.join(import.meta.dirname, '.compile-cache'));
await import('./main.ts');
