import { describe, expect, it } from 'vitest';
import { docOf, draftOf, emptyDraft, moved } from './proposal-form';

describe('proposal form', () => {
  it('turns a draft into the document and back', () => {
    const draft = { ...emptyDraft('2027-03-10'), title: ' 京都 ', adults: '8', markup: '15' };
    const doc = docOf(draft, [{ tariff: 'tf_a' }]);
    expect(doc).toMatchObject({
      title: '京都',
      group: { adults: 8, children: 0 },
      markup: 15,
      items: [{ tariff: 'tf_a' }],
    });
    expect(draftOf(doc)).toEqual({ ...draft, title: '京都' });
  });

  it('sends an empty number as NaN, for the server to name', () => {
    expect(docOf({ ...emptyDraft('2027-01-01'), adults: '' }, []).group.adults).toBeNaN();
  });

  it('moves an item up or down and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
