/*
 * The common toolkit below the modules (docs/ARCHITECTURE.md "Layers"): record keys, the one cursor codec, the
 * query language and its one paging and aggregate runner (docs/product-decisions.md §6, §11), and the one validator every
 * route refuses input with. Units import these from here, never from another module.
 */

export { compressOnce } from './compress-once.ts';
export {
  badCursor,
  cursorText,
  decodeCursor,
  decodeOffset,
  encodeCursor,
  encodeOffset,
  MAX_OFFSET,
} from './cursor.ts';
export { newKey } from './keys.ts';
export { inLanes } from './lanes.ts';
export { type AggregateShape, aggregateOver } from './query/aggregate.ts';
export { castOf, type FieldDef, type FieldType } from './query/fields.ts';
export { compileFilter, isCalendarDate, knownField } from './query/filter.ts';
export {
  afterCursor,
  cursorAfter,
  cursorColumns,
  orderBy,
  orderKeys,
  type SortTerm,
} from './query/keyset.ts';
export { type PageRead, pageOver, pageWith } from './query/page.ts';
export { responseSerializerCompiler, shareAnswer } from './serializer.ts';
export { TurnBatch } from './turn-batch.ts';
export {
  fieldIssues,
  namedRuleValidator,
  parseOrThrow,
  refusesWith,
  validationError,
} from './validation.ts';
