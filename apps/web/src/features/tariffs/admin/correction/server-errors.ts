/** Paths the form shows beside a control; anything else the server names goes in the alert above the form. */
const inlinePath =
  /^(?:(?:title|summary|description|area)(?:\.(?:jp|en))?|category|prefecture|tax\.rate|validity\.(?:from|to)|rates\.\d+\.(?:adult|child)|note)$/;

/** The refused correction's field paths start at the document (`body.changes.rates.0.adult` → `rates.0.adult`). */
export const correctionPrefix = /^body\.?(?:changes\.?)?/;

/** The control a document path belongs to, or null when the alert above the form says it. */
export const correctionFieldOf = (path: string): string | null => (inlinePath.test(path) ? path : null);
