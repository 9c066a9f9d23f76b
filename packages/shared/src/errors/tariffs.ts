import { kind } from './define.ts';

/**
 * The tariff domain's codes: tariffs and their review (`tariff.*`), CSV import (`csv.*`) and events (`event.*`).
 * Each names what the user can act on; `params` carries the numbers and names the text shows, and `fields` names
 * each refused field with its rule (the web shows rules as `rules.<rule>` of errors.json).
 */
export const tariffErrors = {
  /** Two seasons share dates; params {season, other, name}: season numbers as the editor shows them (1-based). */
  'tariff.season_overlap': kind.invalid,
  /** Two rates of one season and unit share pax counts; params {rate, other}. */
  'tariff.rate_overlap': kind.invalid,
  /** A rate names no season of the tariff; params {rate, name}. */
  'tariff.season_unknown': kind.invalid,
  /** A rate's pax_min exceeds its pax_max; params {rate, min, max}. */
  'tariff.pax_order': kind.invalid,
  /** A season or blackout date outside the validity; params {from, to} (the validity). */
  'tariff.outside_validity': kind.invalid,
  /** The move is not open from the tariff's state; params {from, to}. */
  'tariff.state_conflict': kind.conflict,
  /** Under review or archived, the tariff cannot change now; params {state}. */
  'tariff.locked': kind.conflict,
  /** A space of the caller's that sells nothing; params {space}. */
  'tariff.not_supplier_space': kind.unprocessable,
  /** A tariff goes to review with at least one rate. */
  'tariff.rates_required': kind.unprocessable,
  /** Returning a tariff says what to correct. */
  'tariff.note_required': kind.invalid,
  /** One or more CSV rows were refused, nothing imported; params {row, column} of the first, `fields` all. */
  'csv.row_invalid': kind.unprocessable,
  /** The file is not CSV (an unclosed quote …); params {row}. */
  'csv.syntax': kind.unprocessable,
  /** The header names an unknown or repeated column; params {column}. */
  'csv.header_invalid': kind.unprocessable,
  /** No header or no data row. */
  'csv.empty': kind.unprocessable,
  /** params {max}. */
  'csv.too_many_rows': kind.unprocessable,
  /** The upload is not an .xlsx workbook. */
  'xlsx.unreadable': kind.unprocessable,
  /** A workbook was refused, nothing imported; params {sheet, row, column} of the first problem, `fields` all. */
  'xlsx.cell_invalid': kind.unprocessable,
  /** An event links a tariff that is not its space's or is archived; params {tariff}. */
  'event.tariff_unavailable': kind.unprocessable,
} as const;
