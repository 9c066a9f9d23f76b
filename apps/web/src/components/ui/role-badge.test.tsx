import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import { RoleBadge } from './role-badge';

function renderBadge(role: string | null, industry: string | null, locale: 'jp' | 'en' = 'en') {
  const { container } = render(
    <I18nProvider i18n={createI18n(locale)}>
      <RoleBadge role={role} industry={industry} />
    </I18nProvider>,
  );
  return within(container).getByTestId('role-badge');
}

describe('role badge (docs/product.md §6)', () => {
  it.each([
    ['guide', 'guide', 'Guide', 'bg-warning'],
    ['supplier', 'creator', 'Supplier', 'bg-primary'],
    ['buyer', 'arranger', 'Buyer', 'bg-success'],
    ['admin', 'admin', 'Admin', 'bg-secondary'],
    ['user', null, 'User', 'bg-light'],
    [null, null, 'User', 'bg-light'],
  ])('shows role %s (industry %s) as %s, %s', (role, industry, text, colour) => {
    const badge = renderBadge(role, industry);
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveClass(colour);
  });

  it('says guide when the industry is guide, whatever the role', () => {
    expect(renderBadge('supplier', 'guide', 'jp')).toHaveTextContent('ガイド');
  });

  it('puts dark text on the light colours', () => {
    expect(renderBadge('guide', 'guide')).toHaveClass('text-dark');
    expect(renderBadge('user', null)).toHaveClass('text-dark');
  });
});
