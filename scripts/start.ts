/**
 * `npm start`: build the web app when its bundle is missing or older than its sources, then run the server.
 * Node 24 runs the TypeScript sources directly (type stripping), so the server itself needs no build step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newestChange(path.join(entry, name))),
    0,
  );
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < changedAt) {
  process.stdout.write(
    builtAt ? 'Web sources changed; rebuilding…\n' : 'Building the web app (first start)…\n',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/main.ts');
