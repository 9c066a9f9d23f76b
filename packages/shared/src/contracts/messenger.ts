import { z } from 'zod';
import { isoDate, plainText, spaceKeyInput, storageHash, tariffKey } from '../tariffs-fields.ts';
import { spaceContactResponse } from './alerts.ts';
import { personShownResponse } from './person.ts';
import { agreedFiguresOut, quoteOut, quoteRequest } from './quote.ts';

/*
 * The messenger (docs/product-decisions.md §6): conversations between spaces, optionally about a tariff, a partnership or
 * a job; messages with attachments; per-person read marks; inquiries that a supplier prices and a buyer accepts.
 *
 * Inquiry states:  open →(supplier confirm | counter) quoted →(buyer) accepted | withdrawn | declined (counter)
 *                  open | quoted →(supplier decline) declined        open | quoted →(time) expired
 */
export const MESSENGER_LIMITS = {
  text: 10_000,
  subject: 200,
  attachments: 5,
  attachmentBytes: 10 * 1024 * 1024,
  fileName: 255,
  participants: 10,
  search: 100,
  note: 2_000,
  reason: 1_000,
  expiryHoursMin: 1,
  expiryHoursMax: 24 * 30,
  expiryHoursDefault: 72,
} as const;

/** Media types an attachment may have, decided from its first bytes (magic numbers), never from its name. */
export const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];

export const conversationKey = z
  .string()
  .regex(/^cv_[A-Za-z0-9_-]{1,60}$/, 'must be a conversation key (cv_…)');
export const messageKey = z.string().regex(/^ms_[A-Za-z0-9_-]{1,60}$/, 'must be a message key (ms_…)');
export const inquiryKey = z.string().regex(/^iq_[A-Za-z0-9_-]{1,60}$/, 'must be an inquiry key (iq_…)');

export const aboutKinds = ['tariff', 'partnership', 'job', 'guide'] as const;
export type AboutKind = (typeof aboutKinds)[number];

/** What a conversation is about, shown as a card at its top. */
export const conversationAbout = z
  .object({ kind: z.enum(aboutKinds), key: z.string().regex(/^[\w-]{1,64}$/, 'must be a record key') })
  .strict();

const cursor = z.string().max(500).optional();
/** Query strings carry numbers as text; JSON bodies carry numbers, and a string there is refused. */
const limit = z.coerce.number().int().min(1).max(100).default(30);
const bodyLimit = z.int().min(1).max(100).default(30);
const spaceField = spaceKeyInput.describe(
  "The caller's own space acting (defaults to the X-TourTariff-Space space, then the caller's only participating one)",
);

/* ---- requests ---- */

/** `POST /api/messenger`: the current space's conversations, newest activity first. */
export const conversationListBody = z
  .object({
    space: spaceField.optional(),
    cursor,
    limit: bodyLimit,
    q: plainText(MESSENGER_LIMITS.search).optional().describe("Part of the other side's name or the subject"),
    unread: z.boolean().default(false).describe('Only conversations with unread messages'),
    archived: z.boolean().default(false).describe('The archived conversations instead of the open ones'),
  })
  .strict();

/** `POST /api/messenger/new`: answers `{key}`; the same tariff with the same spaces answers the existing one. */
export const conversationCreateBody = z
  .object({
    space: spaceField.optional(),
    participants: z
      .array(spaceKeyInput)
      .min(1)
      .max(MESSENGER_LIMITS.participants)
      .describe("The other spaces (the caller's space is added)"),
    subject: plainText(MESSENGER_LIMITS.subject).default(''),
    about: conversationAbout.optional(),
  })
  .strict();

/** `POST /api/messenger/{id}`: a message; attachments are hashes uploaded to this conversation first. */
export const messageSendBody = z
  .object({
    space: spaceField.optional(),
    text: plainText(MESSENGER_LIMITS.text).default(''),
    attachments: z.array(storageHash).max(MESSENGER_LIMITS.attachments).default([]),
  })
  .strict();

/** `GET /api/messenger/{id}`: a page of messages, newest first; `cursor` from the previous page's `next`. */
export const messagePageQuery = z.object({ cursor, limit }).strict();

/** `PATCH /api/messenger/{id}/read`: the caller has read everything up to and including `message`. */
export const readBody = z.object({ message: messageKey }).strict();

/** `PATCH /api/messenger/{id}/archive` and `/unarchive`: for the caller's space only. */
export const archiveBody = z.object({ space: spaceField.optional() }).strict();

/** `GET /api/messenger/unread`: the envelope's count across the space's conversations. */
export const unreadQuery = z.object({ space: spaceField.optional() }).strict();

const expiresInHours = z
  .int()
  .min(MESSENGER_LIMITS.expiryHoursMin)
  .max(MESSENGER_LIMITS.expiryHoursMax)
  .default(MESSENGER_LIMITS.expiryHoursDefault)
  .describe('How long the buyer has to accept (default 72 hours)');

/** `POST /api/messenger/inquiries`: a buyer asks a supplier about a tariff; answers the inquiry card. */
export const inquiryCreateBody = z
  .object({
    space: spaceField.optional().describe('The buyer space asking'),
    tariff: tariffKey,
    date: quoteRequest.shape.date,
    to: isoDate.optional().describe('Last day for multi-day stays; priced on `date`'),
    adults: quoteRequest.shape.adults,
    children: quoteRequest.shape.children,
    units: quoteRequest.shape.units,
    // A stay (docs/product-decisions.md §12): nights and age bands priced as the quote prices them.
    nights: quoteRequest.shape.nights,
    bands: quoteRequest.shape.bands,
    note: plainText(MESSENGER_LIMITS.note).default(''),
  })
  .strict();

/** The moves of an inquiry, as they appear in `PATCH /api/messenger/inquiries/{key}/{action}`. */
export const inquiryActions = [
  'confirm',
  'decline',
  'counter',
  'accept',
  'withdraw',
  'decline-counter',
] as const;
export type InquiryAction = (typeof inquiryActions)[number];
export const supplierActions: readonly InquiryAction[] = ['confirm', 'decline', 'counter'];
export const buyerActions: readonly InquiryAction[] = ['accept', 'withdraw', 'decline-counter'];

export const inquiryStates = ['open', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type InquiryState = (typeof inquiryStates)[number];

/** Supplier confirms: optionally another total (integer yen) with the reason the buyer sees. */
export const inquiryConfirmBody = z
  .object({
    total: z.int().min(0).max(1_000_000_000).optional().describe('A changed total; needs a reason'),
    reason: plainText(MESSENGER_LIMITS.reason).optional(),
    expiresInHours,
  })
  .strict();

/** Supplier declines (open or quoted), with a reason. */
export const inquiryDeclineBody = z.object({ reason: plainText(MESSENGER_LIMITS.reason).min(1) }).strict();

/** Supplier offers another date or group instead; re-priced by the tariff quote. */
export const inquiryCounterBody = z
  .object({
    date: quoteRequest.shape.date.optional(),
    to: isoDate.optional(),
    adults: quoteRequest.shape.adults.optional(),
    children: z.int().min(0).max(10_000).optional(),
    units: quoteRequest.shape.units,
    reason: plainText(MESSENGER_LIMITS.reason).default(''),
    expiresInHours,
  })
  .strict();

/** Buyer moves: accept, withdraw a quote, decline a counter-offer (an optional reason). */
export const inquiryBuyerBody = z.object({ reason: plainText(MESSENGER_LIMITS.reason).optional() }).strict();

/** `GET /api/messenger/inquiries`: the space's inquiries, newest first. */
export const inquiryListQuery = z
  .object({
    space: spaceField.optional(),
    state: z.enum(inquiryStates).optional(),
    cursor,
    limit,
  })
  .strict();

export type ConversationListBody = z.input<typeof conversationListBody>;
export type ConversationCreateBody = z.input<typeof conversationCreateBody>;
export type MessageSendBody = z.input<typeof messageSendBody>;
export type InquiryCreateBody = z.input<typeof inquiryCreateBody>;
export type InquiryConfirmBody = z.input<typeof inquiryConfirmBody>;
export type InquiryCounterBody = z.input<typeof inquiryCounterBody>;

/* ---- answers (times are ISO 8601 strings) ---- */

const isoTime = z.string().describe('ISO 8601 time');
const bilingualText = z.object({ jp: z.string(), en: z.string() });

/** A participating space as the others see it. */
export const messengerSpaceOut = z.object({
  key: z.string(),
  name: z.string(),
  logo: z.string().nullable().describe('Storage hash or URL of the logo/avatar'),
  role: z.enum(['buyer', 'supplier', 'guide']),
  contact: spaceContactResponse
    .optional()
    .describe('The 担当者 partners deal with (docs/product-decisions.md §14); absent when none is named'),
});

export const attachmentOut = z.object({
  hash: z.string(),
  name: z.string(),
  type: z.enum(attachmentTypes),
  size: z.number().describe('Bytes'),
  url: z.string().describe('Where a participant fetches it: /api/messenger/{id}/attachments/{hash}'),
});

export const messageOut = z.object({
  key: z.string(),
  conversation: z.string(),
  space: z.string().describe('The sending space'),
  sender: personShownResponse,
  text: z.string(),
  attachments: z.array(attachmentOut),
  inquiry: z.string().nullable().describe('An inquiry card shown in place of the text'),
  at: isoTime,
  mine: z.boolean().describe('Sent by the caller'),
  readBy: z.number().describe('People other than the sender whose read mark has reached this message'),
});

export const aboutOut = z.object({
  kind: z.enum(aboutKinds),
  key: z.string(),
  title: bilingualText.describe('The tariff title, the partner name, the job title or the guide name'),
});

export const conversationOut = z.object({
  key: z.string(),
  subject: z.string(),
  about: aboutOut.nullable(),
  participants: z.array(messengerSpaceOut),
  other: messengerSpaceOut.describe("The first other side, seen from the caller's space"),
  space: z.string().describe("The caller's participating space"),
  last: messageOut.nullable(),
  unread: z.number(),
  archived: z.boolean(),
  updatedAt: isoTime,
});

export const conversationPageOut = z.object({ items: z.array(conversationOut), next: z.string().nullable() });
export const conversationCreatedOut = z.object({ key: z.string(), created: z.boolean() });

/** `GET /api/messenger/{id}`: the conversation and a page of its messages, newest first. */
export const threadPageOut = z.object({
  conversation: conversationOut,
  items: z.array(messageOut),
  next: z.string().nullable(),
  readUpTo: z.string().nullable().describe("The caller's read mark"),
});

export const unreadOut = z.object({ total: z.number(), conversations: z.number() });

export const inquiryHistoryOut = z.object({
  from: z.enum(inquiryStates).nullable(),
  to: z.enum(inquiryStates),
  action: z.string(),
  side: z.enum(['buyer', 'supplier', 'system']),
  actor: z.string().nullable(),
  note: z.string().nullable(),
  at: isoTime,
});

export const inquiryRequestOut = z.object({
  date: z.string(),
  to: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  units: z.number(),
  nights: z.number().optional().describe('Nights of a stay from `date`; 1 when absent'),
  bands: z
    .record(z.string(), z.number())
    .optional()
    .describe('Children per age band key, when asked by band'),
  note: z.string(),
});

/** An inquiry card: what was asked, what it costs, where it stands and what the caller may do. */
export const inquiryOut = z.object({
  key: z.string(),
  conversation: z.string(),
  reference: z.string().nullable().describe('TT-<year>-<6 digits>, once accepted'),
  state: z.enum(inquiryStates),
  tariff: z.object({
    key: z.string(),
    title: bilingualText,
    category: z.string(),
    bands: z
      .array(z.object({ key: z.string(), name: bilingualText }))
      .optional()
      .describe("The names of the age bands the request or the first ask counts, in the tariff's order"),
  }),
  buyer: messengerSpaceOut,
  supplier: messengerSpaceOut,
  request: inquiryRequestOut.describe('What is being priced (the counter-offer once one is made)'),
  asked: inquiryRequestOut.describe('What the buyer first asked'),
  countered: z.boolean(),
  quote: quoteOut.describe('The tariff quote for `request`'),
  currency: z.string(),
  total: z
    .number()
    .describe('What the buyer pays: the changed total when there is one, else the quote total'),
  change: z
    .object({ from: z.number(), to: z.number(), reason: z.string() })
    .nullable()
    .describe('A total the supplier changed, with why'),
  figures: agreedFiguresOut.describe(
    'Lines, change, tax and cancellation fees at the total the buyer pays (the agreed one once changed)',
  ),
  reason: z.string().nullable().describe('Why it was declined or countered'),
  expiresAt: isoTime.nullable(),
  acceptedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  side: z.enum(['buyer', 'supplier']),
  actions: z.array(z.enum(inquiryActions)).describe("Moves the caller's side may make now"),
  history: z.array(inquiryHistoryOut),
});

export const inquiryPageOut = z.object({ items: z.array(inquiryOut), next: z.string().nullable() });

/** A company on the printable confirmation. */
export const confirmationPartyOut = messengerSpaceOut.extend({
  address: z
    .object({
      postalCode: z.string().optional(),
      prefecture: z.string().optional().describe('JIS X 0401 code'),
      city: z.string().optional(),
      street: z.string().optional(),
    })
    .nullable()
    .describe("The business profile's address, structured: pages write it with formatAddress"),
  contact: z.string().nullable(),
  contactPerson: spaceContactResponse
    .optional()
    .describe(
      'The 担当者, shown in place of `contact` (docs/product-decisions.md §14); absent when none is named',
    ),
  invoiceNumber: z
    .string()
    .nullable()
    .describe('The T-number (適格請求書発行事業者登録番号), when the profile has one'),
  travelRegistration: z
    .object({ authority: z.string().optional(), number: z.string().optional() })
    .nullable()
    .describe('旅行業登録番号: the registering authority and number, when the profile has them'),
  eraDates: z
    .boolean()
    .describe(
      "The space's setting: its documents show 和暦 beside the Western date on jp pages (docs/product-decisions.md §13)",
    ),
});

/** `GET /api/messenger/inquiries/{key}/confirmation`: the printable page of an accepted inquiry. */
export const confirmationOut = z.object({
  reference: z.string(),
  acceptedAt: isoTime,
  buyer: confirmationPartyOut,
  supplier: confirmationPartyOut,
  inquiry: inquiryOut,
});

/* ---- live events on the SSE stream (`GET /core/notify/events`): hints to refetch, never content ---- */

export const messageEvent = z.object({
  conversation: z.string(),
  message: z.string(),
  space: z.string().describe('The sending space'),
  sender: z.string().describe('The sender sub'),
  at: isoTime,
});
export const readEvent = z.object({
  conversation: z.string(),
  message: z.string(),
  reader: z.string().describe('The reader sub'),
  space: z.string(),
});
export const inquiryEvent = z.object({
  conversation: z.string(),
  inquiry: z.string(),
  state: z.enum(inquiryStates),
});
/** SSE event names: `event: message | read | inquiry`, data one of the shapes above. */
export const messengerEventNames = ['message', 'read', 'inquiry'] as const;
export type MessengerEventName = (typeof messengerEventNames)[number];

export type MessengerSpace = z.infer<typeof messengerSpaceOut>;
export type Attachment = z.infer<typeof attachmentOut>;
export type Message = z.infer<typeof messageOut>;
export type Conversation = z.infer<typeof conversationOut>;
export type ConversationPage = z.infer<typeof conversationPageOut>;
export type ThreadPage = z.infer<typeof threadPageOut>;
export type Inquiry = z.infer<typeof inquiryOut>;
export type InquiryPage = z.infer<typeof inquiryPageOut>;
export type Confirmation = z.infer<typeof confirmationOut>;
export type MessengerMessageEvent = z.infer<typeof messageEvent>;
export type MessengerReadEvent = z.infer<typeof readEvent>;
export type MessengerInquiryEvent = z.infer<typeof inquiryEvent>;

/*
 * Named once in the OpenAPI document (components) and referenced from every operation that answers them: the
 * inquiry card alone is used by eight operations, and inlining it each time made /api/docs slower to build.
 */
for (const [schema, id] of [
  [messengerSpaceOut, 'MessengerSpace'],
  [messageOut, 'MessengerMessage'],
  [conversationOut, 'MessengerConversation'],
  [inquiryOut, 'MessengerInquiry'],
] as const)
  z.globalRegistry.add(schema, { id });
