import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every leaf as [namespace:dotted.key, text]. */
function texts(resource: Record<string, unknown>): [string, string][] {
  const walk = (value: unknown, prefix: string): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) =>
            walk(child, prefix.includes(':') ? `${prefix}.${key}` : `${prefix}:${key}`),
          )
        : [];
  return Object.entries(resource).flatMap(([ns, value]) => walk(value, ns));
}

const jp = texts(resources.jp as unknown as Record<string, unknown>);
const en = texts(resources.en as unknown as Record<string, unknown>);
const at = (list: [string, string][], key: string) => list.find(([k]) => k === key)?.[1];

/**
 * One word per thing on the Japanese pages (docs/ARCHITECTURE.md, "Japanese wording"): a reader who meets two
 * spellings wonders whether they name two things.
 */
const VARIANTS: [kept: string, dropped: string][] = [
  ['子ども', '子供'],
  ['タリフ', '料金表'],
];

describe('jp wording', () => {
  it.each(VARIANTS)('says %s, never %s', (kept, dropped) => {
    expect(jp.filter(([, text]) => text.includes(dropped)).map(([key]) => key)).toEqual([]);
    expect(jp.some(([, text]) => text.includes(kept))).toBe(true);
  });

  it('names the CSV key column in Japanese and tells where to choose a space for favourites', () => {
    expect(at(jp, 'catalogue:csv.help')).not.toMatch(/(^|[^（(])key が/);
    expect(at(jp, 'workset:favourites.noSpace')).toContain('スペース切り替え');
  });
});

/**
 * WCAG 2.5.3 (axe `label-content-name-mismatch`): a control whose accessible name is longer than its visible
 * text starts with that text, so a voice user who says what they see reaches it.
 */
const NAMED_ACTIONS: [visible: string, label: string][] = [
  ['catalogue:list.action.edit', 'catalogue:list.action.editLabel'],
  ['catalogue:list.action.duplicate', 'catalogue:list.action.duplicateLabel'],
  ['tariffs:action.submit', 'catalogue:list.action.submitLabel'],
  ['tariffs:action.archive', 'catalogue:list.action.archiveLabel'],
  ['events:list.open', 'events:list.openLabel'],
  ['events:list.edit', 'events:list.editLabel'],
  ['events:list.delete', 'events:list.deleteLabel'],
];

describe.each([
  ['jp', jp],
  ['en', en],
])('%s accessible names', (_locale, list) => {
  it.each(NAMED_ACTIONS)('%s starts %s', (visible, label) => {
    const shown = at(list, visible);
    expect(shown).toBeTruthy();
    expect(at(list, label)?.startsWith(shown as string)).toBe(true);
  });
});
