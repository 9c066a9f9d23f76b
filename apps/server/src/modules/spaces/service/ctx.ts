import type { RequestContext } from '../../../context.ts';

/**
 * What the spaces services pick of the request context (docs/ARCHITECTURE.md "Request context"): the database,
 * the request's log, and storage for images.
 */
export type Ctx = Pick<RequestContext, 'db' | 'database' | 'log' | 'storage'>;
