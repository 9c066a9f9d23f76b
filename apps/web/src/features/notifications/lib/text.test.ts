import { describe, expect, it } from 'vitest';
import { textIn } from './text';

describe('textIn', () => {
  const text = { jp: 'タリフが公開されました', en: 'Tariff published' };

  it("takes the reader's language only", () => {
    expect(textIn(text, 'jp')).toBe('タリフが公開されました');
    expect(textIn(text, 'en')).toBe('Tariff published');
  });

  it('shows a plain string from an older core as it is', () => {
    expect(textIn('Tariff approved', 'jp')).toBe('Tariff approved');
  });
});
