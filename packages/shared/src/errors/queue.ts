import { kind } from './define.ts';

/** The task queue's admin page (docs/operations.md "Background work"). */
export const queueErrors = {
  /** Only a failed run is retried; one waiting, running or done already needs nothing. */
  'queue.not_failed': kind.conflict,
} as const;
