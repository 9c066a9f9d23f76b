import {
  zAvailabilitiesAvailabilityCalendarResponse,
  zAvailabilitiesAvailabilityCheckResponse,
  zBaseError,
  zBooking,
  zBookingsGetBookingsResponse,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zProduct,
  zProductsGetProductsResponse,
  zSupplier,
} from '@octocloud/types';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Team } from '../partners/support.ts';
import { call } from '../sessions.ts';

/*
 * The OCTO contract (docs/octo.md "Tests"): every answer of every OCTO route these suites call is parsed with the
 * schemas of @octocloud/types, error bodies included, so a route answering a shape the standard refuses fails
 * the test that called it.
 */

type Parser = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

const ERRORS: Record<string, Parser> = {
  INVALID_PRODUCT_ID: zErrorInvalidProductId,
  INVALID_OPTION_ID: zErrorInvalidOptionId,
  INVALID_UNIT_ID: zErrorInvalidUnitId,
  INVALID_AVAILABILITY_ID: zErrorInvalidAvailabilityId,
  INVALID_BOOKING_UUID: zErrorInvalidBookingUuid,
};

/**
 * @octocloud/types 2.0.4 has no webhook schemas: these follow OCTO's published Webhook object (id, event, url,
 * retryOnError, useContactLanguage); deliveries are this server's extension.
 */
const zWebhook = z.looseObject({
  id: z.string(),
  event: z.literal('booking_update'),
  url: z.string(),
  retryOnError: z.boolean(),
  useContactLanguage: z.boolean(),
});
const zDelivery = z.looseObject({
  id: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(
    z.object({ at: z.string(), status: z.number().nullable(), error: z.string().nullable() }),
  ),
});

/** The schema of a successful answer, by method and path. */
function schemaOf(method: string, path: string): Parser {
  if (path === '/octo/v1/supplier') return zSupplier;
  if (path === '/octo/v1/webhooks' && method === 'GET') return z.array(zWebhook);
  if (path.endsWith('/deliveries')) return z.array(zDelivery);
  if (path.startsWith('/octo/v1/webhooks')) return zWebhook;
  if (path === '/octo/v1/products') return zProductsGetProductsResponse;
  if (path.startsWith('/octo/v1/products/')) return zProduct;
  if (path === '/octo/v1/availability/calendar') return zAvailabilitiesAvailabilityCalendarResponse;
  if (path === '/octo/v1/availability') return zAvailabilitiesAvailabilityCheckResponse;
  if (path === '/octo/v1/bookings' && method === 'GET') return zBookingsGetBookingsResponse;
  if (path.startsWith('/octo/v1/bookings')) return zBooking;
  throw new Error(`no OCTO schema for ${method} ${path}`);
}

export type OctoAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against the OCTO schemas, then read freely
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
};

/** Asserts an answer parses with the OCTO schema of its route (or of its error code). */
export function expectContract(method: string, url: string, answer: OctoAnswer) {
  const path = url.split('?')[0] as string;
  const schemas: Parser[] =
    answer.status >= 400
      ? [zBaseError, ...(ERRORS[answer.body?.error] ? [ERRORS[answer.body.error] as Parser] : [])]
      : [schemaOf(method, path)];
  for (const schema of schemas) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success)
      throw new Error(
        `${method} ${url} answered outside OCTO: ${JSON.stringify(parsed.error).slice(0, 1500)}`,
      );
  }
}

/** An OCTO call with an API key and the Octo-Supplier header; the answer is contract-checked. */
export async function octo(
  app: FastifyInstance,
  key: string,
  supplier: string | null,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<OctoAnswer> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${key}`,
      ...(supplier ? { 'octo-supplier': supplier } : {}),
      'octo-capabilities': 'octo/content, octo/pricing',
      ...headers,
    },
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload }
        : { payload: payload as object }),
  });
  const answer = { status: res.statusCode, body: res.json(), headers: res.headers };
  expectContract(method, url, answer);
  return answer;
}

/** An API key of `team`'s space made by its owner. */
export async function apiKey(app: FastifyInstance, team: Team, scope: 'read' | 'write' = 'write') {
  const res = await call(app, team.owner, 'POST', `/api/space/${team.space}/api-keys`, {
    name: `OCTO ${scope}`,
    scope,
  });
  expect(res.status).toBe(200);
  return res.body.secret as string;
}
