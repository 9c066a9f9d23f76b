import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from './config.ts';

// the README's configuration table is the operator's manual, so it must name every setting the
// server reads and nothing it does not.
const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
);
const documented = [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]);

describe('README configuration table', () => {
  it('lists every setting of the config schema, once, and no other', () => {
    expect([...documented].sort()).toEqual([...settingNames].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('gives each setting a default and a meaning', () => {
    const rows = section.split('\n').filter((line) => /^\|\s*`[A-Z]/.test(line));
    for (const row of rows) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      expect(cells, row).toHaveLength(3);
      expect(cells[1], row).not.toBe('');
      expect(cells[2], row).not.toBe('');
    }
  });
});
