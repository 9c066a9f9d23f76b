import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../../../scripts/server-bundle.ts';

/**
 * What a start loads is what a process keeps (docs/performance.md "Memory"): the bundle `npm start` runs must be
 * ASCII (one non-ASCII character keeps a whole chunk's source at two bytes a character) and must not load the
 * libraries only a few requests use until one of them comes.
 */
describe('the server bundle', () => {
  let dir: string;
  let meta: Metafile;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tt-bundle-'));
    meta = await buildServerBundle(dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /**
   * The output files a start reads: the chunk of main.ts (dist/main.js, turning the compile cache on, imports it)
   * and every chunk reached from it through static imports.
   */
  function loadedAtStart(): { files: Set<string>; externals: Set<string> } {
    const files = new Set<string>();
    const externals = new Set<string>();
    const main = Object.keys(meta.outputs).find(
      (file) => 'apps/server/src/main.ts' in (meta.outputs[file]?.inputs ?? {}),
    );
    expect(main).toBeDefined();
    const queue = [main as string];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (files.has(file)) continue;
      files.add(file);
      for (const imported of meta.outputs[file]?.imports ?? []) {
        if (imported.kind !== 'import-statement') continue;
        if (imported.external) externals.add(imported.path);
        else queue.push(imported.path);
      }
    }
    return { files, externals };
  }

  it('is ASCII in every chunk', () => {
    const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(3);
    const wide = chunks.filter((name) => readFileSync(path.join(dir, name)).some((byte) => byte > 0x7f));
    expect(wide).toEqual([]);
  });

  it('loads the workbook, PDF, WebAuthn and mail libraries only when first used', () => {
    const { files, externals } = loadedAtStart();
    const inputs = [...files].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
    expect(inputs).toContain('node_modules/fastify/fastify.js');
    for (const lazy of ['node_modules/exceljs/', 'node_modules/@simplewebauthn/', 'node_modules/nodemailer/'])
      expect(inputs.filter((input) => input.includes(lazy))).toEqual([]);
    expect(externals.has('pdfkit')).toBe(false);
    // Each still ships, in a chunk of its own that a dynamic import reads.
    const everything = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
    for (const lazy of ['node_modules/exceljs/', 'node_modules/@simplewebauthn/', 'node_modules/nodemailer/'])
      expect(everything.some((input) => input.includes(lazy))).toBe(true);
  });
});
