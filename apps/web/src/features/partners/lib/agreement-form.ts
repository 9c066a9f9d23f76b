import type {
  Agreement,
  AgreementOverride,
  AgreementTerms,
  FeeSchedule,
  FeeTemplateKey,
} from '@tourtariff/shared';

/** A net price typed for one rate row; both empty: that row keeps the agreement's percent. */
export type NetRow = { adult: string; child: string };

export type OverrideDraft = {
  tariff: string;
  type: 'percent' | 'net' | 'commission';
  percent: string;
  /** By rate row index of the tariff. */
  rows: Record<number, NetRow>;
};

/** The form as typed: text in every input, turned into the contract's numbers only on save. */
export type AgreementDraft = {
  /** A discount off public prices, or a commission on them (docs/product-decisions.md §12). */
  kind: 'discount' | 'commission';
  discount: string;
  commission: string;
  paymentDays: string;
  from: string;
  to: string;
  notesJp: string;
  notesEn: string;
  pdf: { hash: string; name: string } | null;
  overrides: OverrideDraft[];
  /** The partner's cancellation fees; null: the tariff's own (docs/product-decisions.md §16). Kept as sent. */
  feeSchedule: FeeSchedule | null;
};

export type DraftField =
  | 'discount'
  | 'commission'
  | 'paymentDays'
  | 'from'
  | 'to'
  | `overrides.${number}.${string}`;
export type DraftErrors = Partial<
  Record<DraftField, 'discount' | 'paymentDays' | 'validFrom' | 'validTo' | 'tariff' | 'net' | 'rate'>
>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A new proposal: no discount yet, payment in 30 days, valid for a year from today. */
export function emptyDraft(today: Date = new Date()): AgreementDraft {
  const end = new Date(today);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return {
    kind: 'discount',
    discount: '',
    commission: '',
    paymentDays: '30',
    from: isoDay(today),
    to: isoDay(end),
    notesJp: '',
    notesEn: '',
    pdf: null,
    overrides: [],
    feeSchedule: null,
  };
}

/** The form of an existing draft, to edit it. */
export function draftOf(agreement: Agreement): AgreementDraft {
  return {
    kind: agreement.kind,
    discount: String(agreement.discount),
    commission: agreement.commission === null ? '' : String(agreement.commission),
    paymentDays: String(agreement.paymentDays),
    from: agreement.validity.from,
    to: agreement.validity.to,
    notesJp: agreement.notes.jp,
    notesEn: agreement.notes.en,
    pdf: agreement.pdf ? { hash: agreement.pdf, name: agreement.pdf } : null,
    feeSchedule: agreement.feeSchedule ?? null,
    overrides: agreement.overrides.map((o) => ({
      tariff: o.tariff,
      type: o.type,
      percent: o.percent === undefined ? '' : String(o.percent),
      rows: Object.fromEntries(
        (o.rates ?? []).map((r) => [
          r.rate,
          { adult: String(r.adult), child: r.child === null ? '' : String(r.child) },
        ]),
      ),
    })),
  };
}

/** A percent as typed ("12", "12.5", "１２" from a Japanese keyboard) with at most two decimals, else null. */
export function parsePercent(text: string): number | null {
  const normal = text.normalize('NFKC').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normal)) return null;
  const value = Number(normal);
  return value <= 100 ? value : null;
}

/** Whole yen as typed ("12,000"), else null. */
export function parseYen(text: string): number | null {
  const normal = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (!/^\d{1,12}$/.test(normal)) return null;
  return Number(normal);
}

function overrideOf(draft: OverrideDraft, i: number, errors: DraftErrors): AgreementOverride | null {
  if (!draft.tariff) errors[`overrides.${i}.tariff`] = 'tariff';
  if (draft.type === 'percent' || draft.type === 'commission') {
    const percent = parsePercent(draft.percent);
    if (percent === null) errors[`overrides.${i}.percent`] = 'discount';
    return percent === null ? null : { type: draft.type, tariff: draft.tariff, percent };
  }
  const rates = Object.entries(draft.rows)
    .filter(([, row]) => row.adult.trim() || row.child.trim())
    .map(([rate, row]) => {
      const adult = parseYen(row.adult);
      const child = row.child.trim() ? parseYen(row.child) : null;
      if (adult === null) errors[`overrides.${i}.rates.${rate}.adult`] = 'net';
      if (row.child.trim() && child === null) errors[`overrides.${i}.rates.${rate}.child`] = 'net';
      return { rate: Number(rate), adult: adult ?? 0, child };
    });
  if (rates.length === 0) errors[`overrides.${i}.rates`] = 'rate';
  return { type: 'net', tariff: draft.tariff, rates };
}

/**
 * The contract's terms from the form, or the fields to fix in the reader's words. The server checks the same
 * rules (and those only it can: a net above the public price, another supplier's tariff) and names the field.
 */
export function termsOf(draft: AgreementDraft): { terms: AgreementTerms | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const commissioned = draft.kind === 'commission';
  // A commission agreement takes nothing off; its own percent is the commission.
  const discount = commissioned && !draft.discount.trim() ? 0 : parsePercent(draft.discount);
  if (discount === null) errors.discount = 'discount';
  const commission = commissioned ? parsePercent(draft.commission) : null;
  if (commissioned && commission === null) errors.commission = 'discount';
  const paymentText = draft.paymentDays.normalize('NFKC').trim();
  const paymentDays = /^\d{1,3}$/.test(paymentText) ? Number(paymentText) : null;
  if (paymentDays === null || paymentDays > 365) errors.paymentDays = 'paymentDays';
  if (!draft.from) errors.from = 'validFrom';
  if (!draft.to || (draft.from && draft.to < draft.from)) errors.to = 'validTo';
  const overrides = draft.overrides.map((o, i) => overrideOf(o, i, errors));
  if (Object.keys(errors).length > 0) return { terms: null, errors };
  return {
    terms: {
      kind: draft.kind,
      discount: discount ?? 0,
      commission,
      paymentDays: paymentDays ?? 0,
      validity: { from: draft.from, to: draft.to },
      notes: { jp: draft.notesJp.trim(), en: draft.notesEn.trim() },
      pdf: draft.pdf?.hash ?? null,
      overrides: overrides.filter((o): o is AgreementOverride => o !== null),
      feeSchedule: draft.feeSchedule,
    },
    errors,
  };
}

/** What the fee select shows: the tariff's own, a template, or a schedule with tiers of its own (kept). */
export type FeeChoice = '' | 'custom' | FeeTemplateKey;

export function feeChoiceOf(schedule: FeeSchedule | null): FeeChoice {
  if (!schedule) return '';
  if (schedule.template && schedule.tiers.length === 0) return schedule.template;
  return 'custom';
}

/** The schedule a choice stands for: a template by name (its tiers are the template's), or none. */
export function feeScheduleOfChoice(choice: FeeChoice, current: FeeSchedule | null): FeeSchedule | null {
  if (choice === '') return null;
  if (choice === 'custom') return current;
  return { template: choice, tiers: [] };
}
