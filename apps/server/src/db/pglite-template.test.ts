import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedPgliteVersion, journalTags, readTemplateManifest } from './pglite.ts';

const migrations = path.join(import.meta.dirname, 'migrations');

/**
 * A first start on PGlite unpacks the template instead of running initdb and the migrations.
 * A stale one would still work (the missing migrations run on top, an older PGlite's is ignored) but the start
 * would be slow again without anyone noticing; this fails instead. Fix: `npm run db:template`.
 */
describe('the PGlite template', () => {
  it('was made by the installed PGlite', async () => {
    expect((await readTemplateManifest())?.pglite).toBe(installedPgliteVersion());
  });

  it('holds every migration of the journal', async () => {
    expect((await readTemplateManifest())?.migrations).toEqual(await journalTags(migrations));
  });
});
