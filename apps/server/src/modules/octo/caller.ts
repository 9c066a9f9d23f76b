import type { OctoLanguage } from '@tourtariff/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.ts';
import { activeBetween } from '../partners/index.ts';
import { OctoError } from './errors.ts';

/*
 * Who calls the OCTO API (docs/octo.md "Who calls"): a reseller's system with an API key of its buyer space, naming
 * in `Octo-Supplier` the supplier space it sells for, which must be one of its active trading partners.
 */

export type OctoCaller = {
  actor: Actor;
  buyer: string;
  supplier: string;
  language: OctoLanguage;
};

const SPACE_KEY = /^[\w-]{1,80}$/;
/** OCTO's availability checks are POSTs that only read: a read key makes them too. */
const AVAILABILITY = /^\/octo\/v1\/availability(\/calendar)?$/;

/** The language product content is answered in: the first of `ja` and `en` the caller accepts, else Japanese. */
export function languageOf(header: string | undefined): OctoLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'ja' || tag.startsWith('ja-')) return 'ja';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'ja';
}

/** The caller of an OCTO request, or the OCTO error that refuses it (nothing else is read before this). */
export async function octoCaller(request: FastifyRequest): Promise<OctoCaller> {
  const auth = await request.auth();
  if (auth?.via !== 'api_key' || !auth.actor.apiKey)
    throw new OctoError('UNAUTHORIZED', 'Send an API key of your buyer space as Authorization: Bearer <key>');
  const { actor } = auth;
  const key = actor.apiKey as NonNullable<Actor['apiKey']>;
  const space = actor.memberships.find((m) => m.space === key.space);
  if (space?.role !== 'buyer')
    throw new OctoError('FORBIDDEN', 'OCTO resellers call with an API key of a buyer space');
  if (key.scope === 'read' && request.method !== 'GET' && !AVAILABILITY.test(request.routeOptions.url ?? ''))
    throw new OctoError('FORBIDDEN', 'This API key may only read', { 'tourtariff:code': 'apikey.read_only' });
  const header = request.headers['octo-supplier'];
  const supplier = Array.isArray(header) ? header[0] : header;
  if (!supplier || !SPACE_KEY.test(supplier))
    throw new OctoError('BAD_REQUEST', 'Name the supplier space in the Octo-Supplier header', {
      'tourtariff:fields': [
        { field: 'headers.octo-supplier', rule: 'required', message: 'must name a supplier space key' },
      ],
    });
  if (!(await activeBetween(request.ctx.database.db, key.space, supplier)))
    throw new OctoError('FORBIDDEN', `${supplier} is not an active trading partner of your space`, {
      'tourtariff:code': 'octo.not_partner',
    });
  return {
    actor,
    buyer: key.space,
    supplier,
    language: languageOf(request.headers['accept-language']),
  };
}
