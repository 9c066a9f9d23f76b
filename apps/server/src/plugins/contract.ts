import { z } from 'zod';

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const fieldIssueSchema = z.object({
  field: z.string().describe('Where, e.g. `body.seasons.0.name.jp` or `csv.row.3.adult`'),
  rule: z.string().describe('Which rule, e.g. `too_small`, `season_overlap`'),
  message: z.string().describe('English, for logs'),
  params: params.optional(),
});

/** The app API's refusal (docs/product-decisions.md §8): a stable code the web shows in the reader's language. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('A stable code from the error catalogue, e.g. `tariff.season_overlap`'),
      message: z.string().describe('English; clients show their own text for `code`'),
      params: params.describe("The rule's parameters, `{}` when it has none"),
      fields: z.array(fieldIssueSchema).optional(),
      requestId: z.string().optional().describe('On 5xx only: quote it when reporting the failure'),
    }),
  })
  // Named once under the document's components and referenced from each of the seven refusals of every operation:
  // inlined, it was most of /api/docs (about 9 kB per operation) and made Swagger UI slow to draw.
  .meta({ id: 'ApiError', description: 'Refused: see `error.code`' });

/** A success that is bytes, not JSON (a stored file, an image): documented as binary, sent unserialised. */
export function binaryResponse(description: string, mediaType = 'application/octet-stream') {
  return {
    description,
    content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}

/** A success that is a stream of server-sent events (`text/event-stream`), written by the handler itself. */
export function eventStreamResponse(description: string) {
  return {
    description,
    content: {
      'text/event-stream': { schema: z.string().describe('`event:` and `data:` lines, per the SSE format') },
    },
  };
}

type ResponseSpec = z.ZodType | ReturnType<typeof binaryResponse>;

/**
 * A route's responses: its own successes plus the refusals any guarded app-API route may give, 404 included (the
 * error shape with the message `invalid record`, plugins/errors.ts).
 */
export function withErrors<T extends Record<number, ResponseSpec>>(ok: T) {
  return {
    ...ok,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
    503: errorBodySchema,
  };
}

/** What a core refusal carries in `data`: the stable code, its parameters and the refused fields. */
export const coreRefusalData = z.strictObject({
  code: z.string().describe('A stable code from the error catalogue'),
  params: params.optional(),
  fields: z.array(fieldIssueSchema).optional(),
});

/** The core API's envelope (docs/core-api.md) around a call's data; a refusal's data names the fields or is null. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int().describe('0: ok; see docs/core-api.md for the others'),
    message: z.string(),
    // The refusal first and strict, so it never matches (and strips) a success's data by accident.
    data: z.union([coreRefusalData, data, z.null()]),
  });
}
