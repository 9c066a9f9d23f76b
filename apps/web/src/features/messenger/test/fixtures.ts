import type { Conversation, Message, ThreadPage } from '@tourtariff/shared';

export const buyerSpace = { key: 'c1', name: 'さくらトラベル株式会社', logo: null, role: 'buyer' } as const;
export const supplierSpace = { key: 'c2', name: '京都旅館株式会社', logo: null, role: 'supplier' } as const;

export function message(key: string, at: string, text: string, mine = false): Message {
  return {
    key,
    conversation: 'cv_1',
    space: mine ? 'c1' : 'c2',
    sender: mine
      ? { sub: 'user-1', name: 'Hanako Yamada', person: null, email: 'hanako@example.com' }
      : { sub: 'user-2', name: 'Taro Suzuki', person: null, email: null },
    text,
    attachments: [],
    inquiry: null,
    at,
    mine,
    readBy: 0,
  };
}

export const conversation: Conversation = {
  key: 'cv_1',
  subject: 'Ryokan stay in April',
  about: { kind: 'tariff', key: 'tf_1', title: { jp: '旅館の宿泊', en: 'Ryokan stay' } },
  participants: [buyerSpace, supplierSpace],
  other: supplierSpace,
  space: 'c1',
  last: null,
  unread: 1,
  archived: false,
  updatedAt: '2026-11-20T02:00:00Z',
};

/** A thread with messages on two days, newest first as the API answers. */
export function threadOf(items: Message[]): ThreadPage {
  return { conversation, items, next: null, readUpTo: null };
}
