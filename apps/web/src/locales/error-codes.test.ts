import { errorCatalogue } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** The text a dotted code names inside a namespace, or undefined. */
function textAt(namespace: unknown, code: string): unknown {
  return code
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      namespace,
    );
}

// every code the server may answer with is shown in the reader's language, never in English
// on a Japanese page. The catalogue is the server's only source of codes (AppError takes nothing else).
describe.each(['jp', 'en'] as const)('error codes in %s', (locale) => {
  it.each([...Object.keys(errorCatalogue), 'internal', 'unknown'])('has a text for %s', (code) => {
    expect(typeof textAt(resources[locale].errors, code)).toBe('string');
  });
});
