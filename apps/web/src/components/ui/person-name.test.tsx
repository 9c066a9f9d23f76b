import { render } from '@testing-library/react';
import type { PersonName as Person } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import { PersonName } from './person-name';

function renderName(locale: 'jp' | 'en', person: Person | undefined, fallback = 'hanako@example.com') {
  const { container } = render(
    <I18nProvider i18n={createI18n(locale)}>
      <PersonName person={person} fallback={fallback} />
    </I18nProvider>,
  );
  return container;
}

const hanako: Person = { name: '京都 花子', furigana: 'きょうと はなこ' };

describe('PersonName', () => {
  it('puts the reading above the name as ruby on a Japanese page', () => {
    const container = renderName('jp', hanako);
    const ruby = container.querySelector('ruby');
    expect(ruby).not.toBeNull();
    expect(ruby?.firstChild?.textContent).toBe('京都 花子');
    expect(ruby?.querySelector('rt')?.textContent).toBe('きょうと はなこ');
    // Where ruby is not laid out, the reading falls back to brackets after the name.
    expect([...(ruby?.querySelectorAll('rp') ?? [])].map((rp) => rp.textContent)).toEqual(['（', '）']);
  });

  it('shows the name alone on an English page', () => {
    const container = renderName('en', hanako);
    expect(container.querySelector('ruby')).toBeNull();
    expect(container.textContent).toBe('京都 花子');
  });

  it('shows the name alone when there is no reading, or a blank one', () => {
    expect(renderName('jp', { name: '京都 花子', furigana: null }).querySelector('ruby')).toBeNull();
    const blank = renderName('jp', { name: '京都 花子', furigana: '  ' });
    expect(blank.querySelector('ruby')).toBeNull();
    expect(blank.textContent).toBe('京都 花子');
  });

  it('falls back to what the page knew, never with a reading, when no name was written', () => {
    for (const person of [null, undefined]) {
      const container = renderName('jp', person, 'supplier');
      expect(container.querySelector('ruby')).toBeNull();
      expect(container.textContent).toBe('supplier');
    }
  });
});
