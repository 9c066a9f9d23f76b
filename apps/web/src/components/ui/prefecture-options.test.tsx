import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('prefecture selects', () => {
  it('list the partners directory in JIS order, 北海道 first and 沖縄県 last', async () => {
    window.sessionStorage.setItem('current_profile_key', 'c1');
    window.sessionStorage.setItem('current_profile_type', 'corporate');
    window.sessionStorage.setItem('current_profile_role', 'buyer');
    stubSession(signedIn(['tourtariff:buyer:owner']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
      'GET /api/v1/Partner/directory?space=c1&limit=20': () => Response.json({ items: [], next: null }),
    });
    renderAt('/jp/partners/directory');
    const form = await screen.findByTestId('directory-form');
    const options = within(within(form).getByRole('combobox', { name: '都道府県' }))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(options).toHaveLength(47);
    expect(options.slice(0, 3)).toEqual(['北海道', '青森県', '岩手県']);
    expect(options.slice(8, 10)).toEqual(['栃木県', '群馬県']);
    expect(options.at(-1)).toBe('沖縄県');
  });

  it('all come from the one ordered list: no page walks the prefecture object itself', () => {
    const walking = sourceFiles(srcDir).filter((file) =>
      /Object\.(keys|entries|values)\(prefectures\)/.test(readFileSync(file, 'utf8')),
    );
    expect(walking.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('are all PrefectureOptions: no other file lists the codes as options of its own', () => {
    const listing = sourceFiles(srcDir).filter((file) =>
      /\bprefectureCodes\b/.test(readFileSync(file, 'utf8')),
    );
    expect(listing.map((file) => path.relative(srcDir, file))).toEqual([
      path.join('components', 'ui', 'prefecture-options.tsx'),
    ]);
  });
});
