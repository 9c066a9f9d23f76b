import { z } from 'zod';
import { storageHash, storageKey } from './storage.ts';

/**
 * Bodies and answers of the core's credential groups — schema, issue, wallet, query, proof (docs/core-api.md,
 * docs/product-decisions.md §7) — which the server validates and documents and the web reads.
 */

/** Any JSON value (a JSON Schema, claims, a DCQL query): already parsed from JSON, bounded by the input rules. */
const json = z.unknown().describe('Any JSON value');
const jsonObject = z.record(z.string().max(100), json);

const texts = (max: number) =>
  z.object({ jp: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) }).strict();
const vct = z.string().min(1).max(300).describe('The credential type: `<PUBLIC_URL>/vct/<name>`');
const id = z.uuid();
const spaceKey = z.string().min(1).max(100);
const claimName = z.string().min(1).max(100);
const spaceRef = z.object({ space: z.string(), name: z.string() });

/**
 * The part of DCQL (OpenID4VP §6) this service answers, checked strictly before the `dcql` library reads it
 * (the library lets an array pass where an object belongs): SD-JWT VC queries by `vct`, claims by path.
 */
const claimPath = z.array(z.union([z.string().min(1).max(100), z.number().int().min(0).max(1000), z.null()]));
export const dcqlQuery = z
  .object({
    credentials: z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - (1-64)'),
            format: z.enum(['dc+sd-jwt', 'vc+sd-jwt']),
            meta: z.object({ vct_values: z.array(z.string().min(1).max(300)).min(1).max(20) }).strict(),
            claims: z
              .array(
                z
                  .object({
                    id: z
                      .string()
                      .regex(/^[A-Za-z0-9_-]{1,64}$/)
                      .optional(),
                    path: claimPath.min(1).max(10),
                    values: z
                      .array(z.union([z.string().max(300), z.number().int(), z.boolean()]))
                      .max(20)
                      .optional(),
                  })
                  .strict(),
              )
              .min(1)
              .max(50)
              .optional(),
            claim_sets: z
              .array(z.array(z.string().max(64)).min(1).max(50))
              .min(1)
              .max(20)
              .optional(),
            multiple: z.boolean().optional(),
            require_cryptographic_holder_binding: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(10),
    credential_sets: z
      .array(
        z
          .object({
            options: z
              .array(z.array(z.string().max(64)).min(1).max(10))
              .min(1)
              .max(10),
            required: z.boolean().optional(),
          })
          .strict(),
      )
      .max(10)
      .optional(),
  })
  .strict();

// ---- bodies

export const listSchemasBody = z.object({ enabled: z.boolean().optional() }).strict();
export const vctBody = z.object({ vct }).strict();
export const getSchemaBody = z
  .object({ vct, version: z.number().int().min(1).max(1_000_000).optional() })
  .strict();
export const publishBody = z
  .object({
    vct,
    name: texts(200),
    description: texts(2000),
    claims: jsonObject,
    display: z.record(claimName, texts(200)),
    disclosable: z.array(claimName).max(100),
    validityDays: z.number().int().min(1).max(3650),
    issuers: z.array(spaceKey).min(1).max(20),
    dataset: z.enum(['raw']).default('raw'),
    schema_only: z.boolean().default(false),
    revoke: z.boolean().default(false),
  })
  .strict();

export const prefBody = z
  .object({
    set: z
      .object({ display: texts(200).optional(), validityDays: z.number().int().min(1).max(3650).optional() })
      .strict()
      .optional(),
  })
  .strict();
const evidenceItem = z.union([
  storageHash,
  z
    .object({
      hash: storageHash,
      key: storageKey.optional(),
      name: z.string().trim().min(1).max(200).optional(),
    })
    .strict(),
]);
export const applyBody = z
  .object({ vct, claims: jsonObject, evidence: z.array(evidenceItem).max(5).default([]) })
  .strict();
export const decideBody = z
  .object({
    id,
    decision: z.enum(['approve', 'reject']),
    claims: jsonObject.optional(),
    reason: z.string().trim().min(1).max(2000).optional(),
  })
  .strict();
export const applicationsBody = z
  .object({
    state: z.enum(['pending', 'approved', 'rejected']).optional(),
    role: z.enum(['issuer', 'holder']),
  })
  .strict();
export const idBody = z.object({ id }).strict();
export const revokeBody = z.object({ credential: id, reason: z.string().trim().min(1).max(2000) }).strict();

export const emptyBody = z.object({}).strict();
export const sdjwtBody = z.object({ sdjwt: z.string().min(10).max(100_000) }).strict();
export const requestRefBody = z.object({ request: id }).strict();
export const dcqlBody = z.object({ dcql: dcqlQuery }).strict();
export const receivedBody = z
  .object({ state: z.enum(['pending', 'presented', 'refused', 'failed']).optional() })
  .strict();
export const refuseBody = z
  .object({ request: id, reason: z.string().trim().min(1).max(2000).optional() })
  .strict();
export const presentBody = z.object({ request: id, credential: id }).strict();

export const queryRequestBody = z
  .object({ holder: spaceKey, dcql: jsonObject, purpose: texts(500).nullable().optional() })
  .strict();
export const holderBody = z.object({ holder: spaceKey }).strict();
export const walletOfBody = z.object({ spaces: z.array(spaceKey).max(100) }).strict();
export const proofRequestBody = z.object({ dcql: dcqlQuery, holder: spaceKey.optional() }).strict();
export const proofPresentBody = z.object({ request: id, vp_token: z.string().min(10).max(100_000) }).strict();

// ---- answers

const textsOut = z.object({ jp: z.string(), en: z.string() });

export const schemaData = z.object({
  vct: z.string(),
  version: z.number(),
  name: textsOut,
  description: textsOut,
  claims: json,
  display: z.record(z.string(), textsOut),
  disclosable: z.array(z.string()),
  validityDays: z.number(),
  issuers: z.array(spaceRef),
  enabled: z.boolean(),
  dataset: z.string(),
  schemaOnly: z.boolean(),
  createdAt: z.string(),
});
export const schemaListData = z.object({ items: z.array(schemaData) });
export const issuersData = z.object({ items: z.array(spaceRef) });
export const metaData = z.object({
  vct: z.string(),
  name: z.string(),
  description: z.string(),
  display: z.array(z.object({ lang: z.string(), name: z.string(), description: z.string() })),
  claims: z.array(
    z.object({
      path: z.array(z.string()),
      display: z.array(z.object({ lang: z.string(), label: z.string() })),
      sd: z.enum(['always', 'never']),
    }),
  ),
  schema: json,
});

export const prefData = z.object({
  space: z.string(),
  display: textsOut.nullable(),
  validityDays: z.number().nullable(),
});
const evidenceOut = z.object({
  hash: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string().nullable().optional(),
  key: z.string().optional(),
});
export const applicationData = z.object({
  id: z.string(),
  vct: z.string(),
  version: z.number(),
  holder: spaceRef,
  state: z.enum(['pending', 'approved', 'rejected']),
  claims: json,
  evidence: z.array(evidenceOut),
  reason: z.string().optional(),
  credential: z.string().optional(),
  /** The issued credential's state by its record (revoked, expired or valid), so a list can offer Revoke or not. */
  credentialState: z.enum(['valid', 'expired', 'revoked']).optional(),
  /** Copies of the credential issued into external wallets (OpenID4VCI); revoking it revokes them too. */
  copies: z
    .array(
      z.object({
        id: z.string(),
        state: z.enum(['valid', 'expired', 'revoked']),
        issuedAt: z.string(),
        expiresAt: z.string(),
      }),
    )
    .optional(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
});
export const applicationListData = z.object({ items: z.array(applicationData) });

export const credentialData = z.object({
  id: z.string(),
  vct: z.string(),
  name: textsOut,
  issuer: spaceRef,
  holder: spaceRef,
  issuedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['valid', 'expired', 'revoked']),
  revokedAt: z.string().optional(),
  revokeReason: z.string().optional(),
  claims: json,
  display: z.record(z.string(), textsOut),
});
export const credentialListData = z.object({ items: z.array(credentialData) });
export const credentialDetailData = credentialData.extend({
  presentations: z.array(
    z.object({ request: z.string(), verifier: spaceRef, at: z.string(), disclosed: z.array(z.string()) }),
  ),
});
export const sdjwtData = z.object({ sdjwt: z.string() });
export const matchesData = z.object({
  items: z.array(z.object({ credential: z.string(), disclose: z.array(z.string()) })),
});

const checks = z.object({
  signature: z.boolean(),
  issuer: z.boolean(),
  expiry: z.boolean(),
  status: z.boolean(),
  nonce: z.boolean(),
  audience: z.boolean(),
  keyBinding: z.boolean(),
  schema: z.boolean(),
});
export const resultData = z.object({
  verified: z.boolean(),
  reason: z
    .enum([
      'signature',
      'issuer',
      'expired',
      'revoked',
      'nonce',
      'audience',
      'key_binding',
      'schema',
      'replay',
      'unknown_key',
      'disclosure',
    ])
    .nullable(),
  checks,
  vct: z.string(),
  issuer: spaceRef,
  disclosed: z.record(z.string(), json),
  checkedAt: z.string(),
});
export const requestData = z.object({
  id: z.string(),
  verifier: spaceRef,
  holder: spaceRef,
  dcql: json,
  purpose: textsOut.nullable(),
  nonce: z.string(),
  aud: z.string(),
  state: z.enum(['pending', 'presented', 'refused', 'failed']),
  createdAt: z.string(),
  answeredAt: z.string().optional(),
  result: resultData.optional(),
  reason: z.string().optional(),
});
export const requestListData = z.object({ items: z.array(requestData) });
export const protocolRequestData = z.object({
  id: z.string(),
  nonce: z.string(),
  aud: z.string(),
  dcql: json,
  response_uri: z.string(),
});
const badge = z.object({
  kind: z.enum(['business', 'guide']),
  vct: z.string(),
  issuer: spaceRef,
  issuedAt: z.string(),
  checkedAt: z.string(),
  verified: z.array(z.string()),
});
export const badgesData = z.object({ items: z.array(badge) });
export const badgesOfData = z.object({ items: z.record(z.string(), z.array(badge)) });

// ---- the answers' types, for the web (fields that are "any JSON" stay `unknown` here: their reader narrows them)

export type Texts = z.infer<typeof textsOut>;
export type Party = z.infer<typeof spaceRef>;
export type DcqlQuery = z.infer<typeof dcqlQuery>;
export type SchemaData = z.infer<typeof schemaData>;
export type Evidence = z.infer<typeof evidenceOut>;
export type ApplicationData = z.infer<typeof applicationData>;
export type ApplicationState = ApplicationData['state'];
export type CredentialData = z.infer<typeof credentialData>;
export type CredentialState = CredentialData['state'];
export type Presentation = z.infer<typeof credentialDetailData>['presentations'][number];
export type ResultData = z.infer<typeof resultData>;
export type CheckName = keyof ResultData['checks'];
export type RequestData = z.infer<typeof requestData>;
export type RequestState = RequestData['state'];
export type Match = z.infer<typeof matchesData>['items'][number];
