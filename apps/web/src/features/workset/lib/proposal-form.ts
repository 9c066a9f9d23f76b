import type { ProposalDoc } from '@tourtariff/shared';

/** The proposal form's fields as typed (text inputs), and the document they make. */
export type ProposalDraft = {
  title: string;
  client: string;
  from: string;
  to: string;
  adults: string;
  children: string;
  intro: string;
  markup: string;
};

export const emptyDraft = (today: string): ProposalDraft => ({
  title: '',
  client: '',
  from: today,
  to: today,
  adults: '2',
  children: '0',
  intro: '',
  markup: '0',
});

export const draftOf = (doc: ProposalDoc): ProposalDraft => ({
  title: doc.title,
  client: doc.client,
  from: doc.dates.from,
  to: doc.dates.to,
  adults: String(doc.group.adults),
  children: String(doc.group.children),
  intro: doc.intro,
  markup: String(doc.markup),
});

/** The document a draft makes, keeping `items`; numbers the server would refuse are sent as typed, so it names them. */
export function docOf(draft: ProposalDraft, items: ProposalDoc['items']): ProposalDoc {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    title: draft.title.trim(),
    client: draft.client.trim(),
    dates: { from: draft.from, to: draft.to },
    group: { adults: number(draft.adults), children: number(draft.children) },
    intro: draft.intro.trim(),
    items,
    markup: number(draft.markup),
  };
}

/** Moves the item at `index` by `by` places (−1 up, +1 down); out of range changes nothing. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
