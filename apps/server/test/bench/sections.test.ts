import { describe, expect, it } from 'vitest';
import { GENERATED_END, GENERATED_START, withSection } from '../../../../bench/sections.ts';

/* A bench rewrites only its own figures in docs/performance.md (bench/sections.ts). */
describe('a bench writing its section', () => {
  const doc = [
    '# Performance',
    '',
    '## OCTO',
    '',
    GENERATED_START,
    '',
    'old table',
    '',
    GENERATED_END,
    '',
    'Why the tail is long (written by hand).',
    '',
    '## Statements',
    '',
    'other section',
    '',
  ].join('\n');

  it('replaces only what lies between the markers, keeping the analysis and the next section', () => {
    const written = withSection(doc, '## OCTO', 'new table');
    expect(written).toContain(`${GENERATED_START}\n\nnew table\n\n${GENERATED_END}`);
    expect(written).not.toContain('old table');
    expect(written).toContain('Why the tail is long (written by hand).');
    expect(written).toContain('## Statements\n\nother section');
    expect(withSection(written, '## OCTO', 'new table')).toBe(written);
  });

  it('puts markers under the heading of a section without them, its former text kept below', () => {
    const plain = '# P\n\n## Memory\n\nA history worth keeping.\n\n## Next\n\nx\n';
    const written = withSection(plain, '## Memory', 'figures');
    expect(written).toBe(
      `# P\n\n## Memory\n\n${GENERATED_START}\n\nfigures\n\n${GENERATED_END}\n\nA history worth keeping.\n\n## Next\n\nx\n`,
    );
  });

  it('appends a section that is missing, and rewrites the last section of the file in place', () => {
    const appended = withSection('# P\n', '## Scale', 'rows');
    expect(appended).toBe(`# P\n\n## Scale\n\n${GENERATED_START}\n\nrows\n\n${GENERATED_END}\n`);
    expect(withSection(appended, '## Scale', 'other rows')).toBe(
      `# P\n\n## Scale\n\n${GENERATED_START}\n\nother rows\n\n${GENERATED_END}\n`,
    );
  });
});
