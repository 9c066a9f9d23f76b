/**
 * `npm start`: build the web app and bundle the server when either is missing or older than its sources, then
 * run the bundled server in this process (package.json gives it the Node flags it is sized for).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle, newestChange } from './server-bundle.ts';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'];

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < changedAt) {
  process.stdout.write(
    builtAt ? 'Web sources changed; rebuilding…\n' : 'Building the web app (first start)…\n',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await ensureServerBundle((line) => process.stdout.write(`${line}\n`));
await import(pathToFileURL(server).href);
