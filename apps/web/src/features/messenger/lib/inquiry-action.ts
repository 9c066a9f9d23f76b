import { type Inquiry, type InquiryAction, MESSENGER_LIMITS } from '@tourtariff/shared';
import { parseMajor } from '../../../lib/money';

/** What the action dialogs edit, as typed text; `bodyOf` turns it into the action's request body. */
export type ActionDraft = {
  total: string;
  reason: string;
  hours: string;
  date: string;
  to: string;
  adults: string;
  children: string;
  units: string;
};

export function draftFor(inquiry: Inquiry): ActionDraft {
  const asked = inquiry.request;
  return {
    total: '',
    reason: '',
    hours: String(MESSENGER_LIMITS.expiryHoursDefault),
    date: asked.date,
    to: asked.to ?? '',
    adults: String(asked.adults),
    children: String(asked.children),
    units: String(asked.units),
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * What the dialog can say before asking the server: a changed total needs a reason, a decline needs one, and
 * numbers must be whole. The server checks everything again and has the last word.
 */
export function problemOf(action: InquiryAction, draft: ActionDraft): 'total' | 'reason' | 'number' | null {
  if (action === 'confirm' && draft.total.trim()) {
    if (parseMajor(draft.total, 'JPY') === null) return 'total';
    if (!draft.reason.trim()) return 'reason';
  }
  if (action === 'decline' && !draft.reason.trim()) return 'reason';
  if (action === 'confirm' || action === 'counter') {
    if (whole(draft.hours) === null) return 'number';
  }
  if (action === 'counter' && [draft.adults, draft.children, draft.units].some((n) => whole(n) === null)) {
    return 'number';
  }
  return null;
}

/** The request body of one move, from the draft (yen are whole: the changed total is integer yen). */
export function bodyOf(action: InquiryAction, draft: ActionDraft): object {
  const reason = draft.reason.trim();
  const hours = whole(draft.hours) ?? MESSENGER_LIMITS.expiryHoursDefault;
  switch (action) {
    case 'confirm': {
      const total = draft.total.trim() ? parseMajor(draft.total, 'JPY') : null;
      return {
        ...(total !== null ? { total } : {}),
        ...(reason ? { reason } : {}),
        expiresInHours: hours,
      };
    }
    case 'decline':
      return { reason };
    case 'counter':
      return {
        date: draft.date,
        ...(draft.to ? { to: draft.to } : {}),
        adults: whole(draft.adults) ?? 1,
        children: whole(draft.children) ?? 0,
        units: whole(draft.units) ?? 1,
        reason,
        expiresInHours: hours,
      };
    default:
      return reason ? { reason } : {};
  }
}
