/**
 * `npm run db:template`: writes apps/server/src/db/pglite-template (a PGlite data directory with every migration
 * applied, and its manifest), which a first start on PGlite unpacks instead of running initdb and the
 * migrations (db/pglite.ts). Run it after adding a migration or upgrading PGlite; a unit test fails until then.
 */
import path from 'node:path';
import { writeTemplate } from '../apps/server/src/db/pglite.ts';

const migrations = path.resolve(import.meta.dirname, '../apps/server/src/db/migrations');
const manifest = await writeTemplate(migrations);
process.stdout.write(
  `PGlite ${manifest.pglite} template written with ${manifest.migrations.length} migrations (last ${manifest.migrations.at(-1)})\n`,
);
