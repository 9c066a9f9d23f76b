import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../config';
import type { Texts } from './keys';
import { createTranslator, type TextSource } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

const texts: Record<string, object> = {
  'jp/common': { nav: { search: '検索' } },
  'en/common': { nav: { search: 'Search' } },
  'jp/search': { sort: { label: '並び順' } },
  'en/search': { sort: { label: 'Sort by' } },
};

/** A source where `common` of both languages is at hand and everything else arrives when `release` is called. */
function source() {
  const cache = new Map<string, Texts>(['jp/common', 'en/common'].map((id) => [id, texts[id] as Texts]));
  const waiting: (() => void)[] = [];
  const textSource: TextSource = {
    peek: (locale, namespace) => cache.get(`${locale}/${namespace}`),
    load: (locale, namespace) =>
      new Promise((resolve) =>
        waiting.push(() => {
          const id = `${locale}/${namespace}`;
          cache.set(id, texts[id] as Texts);
          resolve(texts[id] as Texts);
        }),
      ),
  };
  const release = () =>
    act(async () => {
      for (const next of waiting.splice(0)) next();
    });
  return { textSource, release };
}

const make = (language: Locale, textSource: TextSource) =>
  createTranslator({ language, fallbackLanguage: 'jp', defaultNamespace: 'common', source: textSource });

function Nav() {
  const { t } = useTranslation();
  return <p>{t('nav.search')}</p>;
}

function Sort() {
  const { t } = useTranslation(['search', 'common']);
  return <p>{t('sort.label')}</p>;
}

function Quiet() {
  const { t, ready } = useTranslation('search', { useSuspense: false });
  return <p>{ready ? t('sort.label') : 'not yet'}</p>;
}

describe('useTranslation', () => {
  it('re-renders in the new language when the language changes', async () => {
    const i18n = make('jp', source().textSource);
    render(
      <I18nProvider i18n={i18n}>
        <Nav />
      </I18nProvider>,
    );
    expect(screen.getByText('検索')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Search')).toBeInTheDocument();
  });

  it('suspends while a namespace is fetched, then shows its texts', async () => {
    const { textSource, release } = source();
    const i18n = make('en', textSource);
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Sort />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await release();
    expect(await screen.findByText('Sort by')).toBeInTheDocument();
  });

  it('renders at once without suspense and again when the namespace is in', async () => {
    const { textSource, release } = source();
    const load = vi.spyOn(textSource, 'load');
    const i18n = make('jp', textSource);
    render(
      <I18nProvider i18n={i18n}>
        <Quiet />
      </I18nProvider>,
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('jp', 'search');
    await release();
    expect(await screen.findByText('並び順')).toBeInTheDocument();
  });
});
