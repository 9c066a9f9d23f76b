import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const tour = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('## Running the core service'));

/** Every page address the tour names in backticks (API calls and placeholders' shapes aside). */
const tourPages = [...tour.matchAll(/`(\/[^`\s]*)`/g)]
  .map((match) => (match[1] ?? '').replace(/\{[a-z]+\}/g, 'x').replace(/[?#].*$/, ''))
  .filter((address) => !address.startsWith('/api/') && !address.includes('…'));

const patterns = Object.values(paths).map((entry) => entry.path);

describe('the README tour', () => {
  it('names the journeys a newcomer can take', () => {
    for (const journey of ['/messages', '/proposals', '/jobs', '/wallet', '/profile/setting', '/partners']) {
      expect(tour).toContain(journey);
    }
    expect(tour).toContain('京都 花子');
  });

  it('sends readers only to pages the app has', () => {
    expect(tourPages.length).toBeGreaterThan(10);
    const unknown = tourPages.filter((address) => !patterns.some((path) => matchPath(path, address)));
    expect(unknown).toEqual([]);
  });
});
