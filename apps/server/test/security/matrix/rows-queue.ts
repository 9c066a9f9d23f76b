import type { Row } from './table.ts';

/** The task queue's admin page (docs/operations.md "Background work"): administrators alone, API keys never. */
export const queueRows: Row[] = [
  {
    route: 'GET /api/v1/Queue',
    probe: () => ({ url: '/api/v1/Queue' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  {
    route: 'POST /api/v1/Queue/:id/retry',
    variant: 'of a run that does not exist',
    probe: () => ({ url: '/api/v1/Queue/999999999/retry' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   404   403    403   403`,
  },
];
