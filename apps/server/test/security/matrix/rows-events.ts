import { eventBody } from './fresh.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const NO_EVENT = 'ev_mx-missing';
const freshEvent = (published: boolean) => (party: Party, fx: Fixture) =>
  party.world?.role === 'supplier' ? fx.fresh.event(party.world, published) : undefined;

/** Unpublished events are their space's (and administrators') alone; published ones everyone signed in reads. */
const changeUnpublished = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   403   404   404    404   403   403   404    403   404
      absent  401   403   404   404    404   403   403   404    403   404`;
const changePublished = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   403   403   403    403   403   403   403    403   403
      absent  401   403   404   404    404   403   403   404    403   404`;

const onBoth = (route: string, probe: Row['probe']): Row[] => [
  {
    route,
    variant: 'unpublished',
    record: freshEvent(false),
    missing: NO_EVENT,
    probe,
    expect: changeUnpublished,
  },
  {
    route,
    variant: 'published',
    record: freshEvent(true),
    missing: NO_EVENT,
    probe,
    expect: changePublished,
  },
];

export const eventRows: Row[] = [
  {
    route: 'POST /api/v1/Event',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: '/api/v1/Event', body: { space: key, ...eventBody() } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   200    200   —     —     200    403   200
      other   401   403   404   404    404   403   403   404    403   404
      absent  401   403   404   404    404   403   403   404    403   404`,
  },
  {
    route: 'GET /api/v1/Event',
    record: (party) => (party.world?.role === 'supplier' ? party.world.corporate : undefined),
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: `/api/v1/Event?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /api/v1/Event/:key',
    variant: 'unpublished',
    record: (party) => party.world?.event,
    missing: NO_EVENT,
    probe: (key) => ({ url: `/api/v1/Event/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   404   404   404    404   404   200   404    404   404
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /api/v1/Event/:key',
    variant: 'published',
    record: (party) => party.world?.publishedEvent,
    missing: NO_EVENT,
    probe: (key) => ({ url: `/api/v1/Event/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  ...onBoth('PUT /api/v1/Event/:key', (key) => ({
    url: `/api/v1/Event/${key}`,
    body: eventBody({ published: true }),
  })),
  ...onBoth('PATCH /api/v1/Event/:key', (key) => ({
    url: `/api/v1/Event/${key}`,
    body: { place: { jp: '嵐山', en: 'Arashiyama' } },
  })),
  ...onBoth('DELETE /api/v1/Event/:key', (key) => ({ url: `/api/v1/Event/${key}` })),
  {
    // The shareable page (docs/product-decisions.md §6): public once published, for everyone including its own space.
    route: 'GET /api/v1/Event/public/:key',
    variant: 'published',
    record: (party) => party.world?.publishedEvent,
    missing: NO_EVENT,
    probe: (key) => ({ url: `/api/v1/Event/public/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   200   200   200   200    200   200   200   200    200   200
      absent  404   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /api/v1/Event/public/:key',
    variant: 'unpublished',
    record: (party) => party.world?.event,
    missing: NO_EVENT,
    probe: (key) => ({ url: `/api/v1/Event/public/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     404   404    404   —     —     404    404   404
      other   404   404   404   404    404   404   404   404    404   404
      absent  404   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /api/v1/Event/public/:key/image/:hash',
    record: (party) =>
      party.world?.publishedEvent && pair(party.world.publishedEvent, party.world.image ?? ''),
    missing: pair(NO_EVENT, 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq'),
    probe: (key) => ({ url: `/api/v1/Event/public/${split(key)[0]}/image/${split(key)[1]}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   200   200   200   200    200   200   200   200    200   200
      absent  404   404   404   404    404   404   404   404    404   404`,
  },
];
