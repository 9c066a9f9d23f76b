import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-link';

describe('event share link', () => {
  it('shares the page without a locale prefix', () => {
    expect(shareUrl('ev_abc', 'https://tt.example')).toBe('https://tt.example/tariff/events/event/ev_abc');
  });
});
