import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import type { SearchHit, useTariffSearch } from '../api/search';
import { FIRST_SCREEN_CARDS, SearchResults } from './search-results';
import { hit, page } from './test/hits';

type Search = ReturnType<typeof useTariffSearch>;

/**
 * An answer as TanStack Query hands it to the page: a new result object at every render of the page, around
 * pages that stay the same until the data changes.
 */
const answerOf = (pages: ReturnType<typeof page>[]) =>
  ({
    data: { pages, pageParams: [undefined] },
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
  }) as unknown as Search;

describe('search results as other answers arrive', () => {
  it('renders a card again only when its own data changes, not when the page around it re-renders', async () => {
    const renders = new Map<string, number>();
    function Extra({ hit: shown }: { hit: SearchHit }) {
      renders.set(shown.key, (renders.get(shown.key) ?? 0) + 1);
      return <span data-testid="extra">{shown.key}</span>;
    }
    const hrefOf = (shown: SearchHit) => `/jp/search/${shown.key}`;
    const linkState = { search: '?q=tea' };
    const onClear = () => {};
    const pages = [page([hit('tf_a'), hit('tf_b')])];
    // The page around the results: each click re-renders it, as an answer arriving elsewhere on it would.
    function Page() {
      const [renderCount, setRenderCount] = useState(0);
      const [adults, setAdults] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setRenderCount(renderCount + 1)}>
            elsewhere {renderCount}
          </button>
          <button type="button" onClick={() => setAdults(adults + 1)}>
            adults
          </button>
          <SearchResults
            search={answerOf(pages)}
            adults={adults}
            hrefOf={hrefOf}
            linkState={linkState}
            onClear={onClear}
            CardExtra={Extra}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <AppProvider>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/jp/search'] })}
        />
      </AppProvider>,
    );
    expect(await screen.findAllByTestId('result-card')).toHaveLength(2);
    const first = { a: renders.get('tf_a'), b: renders.get('tf_b') };
    expect(first.a).toBeGreaterThan(0);

    // A new result object around the same pages: no card renders again.
    await user.click(screen.getByRole('button', { name: /elsewhere/ }));
    expect(await screen.findByRole('button', { name: 'elsewhere 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /elsewhere/ }));
    expect(await screen.findByRole('button', { name: 'elsewhere 2' })).toBeInTheDocument();
    expect({ a: renders.get('tf_a'), b: renders.get('tf_b') }).toEqual(first);

    // What a card shows changed (the adults asked): the cards render again.
    await user.click(screen.getByRole('button', { name: 'adults' }));
    await waitFor(() => expect(renders.get('tf_a')).toBeGreaterThan(first.a ?? 0));
  });

  it('lays out the cards past the first screen only when they come near it', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `tf_${i}`);
    render(
      <AppProvider>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '*',
                element: (
                  <SearchResults
                    search={answerOf([page(keys.map((key) => hit(key)))])}
                    adults={2}
                    hrefOf={(shown) => `/jp/search/${shown.key}`}
                    linkState={{ search: '' }}
                    onClear={() => {}}
                  />
                ),
              },
            ],
            { initialEntries: ['/jp/search'] },
          )}
        />
      </AppProvider>,
    );
    const items = (await screen.findAllByTestId('result-card')).map((card) => card.closest('li'));
    expect(items).toHaveLength(8);
    expect(items.map((item) => item?.classList.contains('tt-result-later'))).toEqual(
      keys.map((_, i) => i >= FIRST_SCREEN_CARDS),
    );
  });
});
