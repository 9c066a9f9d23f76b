import { alertErrors } from './alerts.ts';
import { apikeyErrors } from './apikey.ts';
import { bookingErrors } from './bookings.ts';
import { commonErrors } from './common.ts';
import { coreErrors } from './core.ts';
import type { ErrorSpec } from './define.ts';
import { documentErrors } from './documents.ts';
import { guideErrors } from './guides.ts';
import { messengerErrors } from './messenger.ts';
import { mfaErrors } from './mfa.ts';
import { oid4vcErrors } from './oid4vc.ts';
import { partnerErrors } from './partners.ts';
import { passkeyErrors } from './passkey.ts';
import { profileErrors } from './profiles.ts';
import { queueErrors } from './queue.ts';
import { reviewErrors } from './reviews.ts';
import { spacesErrors } from './spaces.ts';
import { statementErrors } from './statements.ts';
import { tariffErrors } from './tariffs.ts';

export { type CoreStatusName, coreStatus } from './core-status.ts';
export { type ErrorSpec, kind } from './define.ts';

/**
 * The one catalogue of stable error codes: the server answers `{error: {code, message, params,
 * fields}}` with one of these, the web renders the code in the reader's language. Add a domain's codes by
 * spreading its file here.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...coreErrors,
  ...spacesErrors,
  ...tariffErrors,
  ...apikeyErrors,
  ...partnerErrors,
  ...messengerErrors,
  ...profileErrors,
  ...reviewErrors,
  ...documentErrors,
  ...guideErrors,
  ...oid4vcErrors,
  ...alertErrors,
  ...mfaErrors,
  ...bookingErrors,
  ...passkeyErrors,
  ...statementErrors,
  ...queueErrors,
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorCatalogue;

/** What a code's text may be filled with (`{{count}}`, `{{field}}` …): plain values, never markup. */
export type ErrorParams = Record<string, string | number>;

/** One field a refusal names (docs/product-decisions.md §8): where, which rule, an English message, and the rule's parameters. */
export type FieldIssue = { field: string; rule: string; message: string; params?: ErrorParams };

/** The app API's error body. `message` is English, for logs and for clients that know no code. */
export type ErrorBody = {
  code: ErrorCode | 'internal';
  message: string;
  params?: ErrorParams;
  fields?: FieldIssue[];
  requestId?: string;
};

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);
