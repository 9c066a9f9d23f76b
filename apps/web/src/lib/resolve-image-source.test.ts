import { describe, expect, it } from 'vitest';
import { resolveImageSource } from './resolve-image-source';

const HASH = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';

describe('resolveImageSource (docs/product.md §3 storage items)', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://example.com/a.png',
    '/images/default-avatar.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('uses %s directly', (value) => {
    expect(resolveImageSource(value)).toBe(value);
  });

  it('shows anything else as a storage hash from the app API', () => {
    expect(resolveImageSource(HASH)).toBe(`/api/ipfs/${HASH}`);
    expect(resolveImageSource(` ${HASH} `)).toBe(`/api/ipfs/${HASH}`);
  });

  it('keeps a strange value inside the path segment', () => {
    expect(resolveImageSource('../admin?x=1')).toBe('/api/ipfs/..%2Fadmin%3Fx%3D1');
  });

  it.each([undefined, null, '', '   '])('has no source for %j', (value) => {
    expect(resolveImageSource(value)).toBeUndefined();
  });
});
