import { z } from 'zod';
import { text } from '../../text.ts';
import { dcqlQuery } from './credentials.ts';

/**
 * The OAuth-style endpoints take what wallets send (form fields or JSON) and ignore members they do not know, as
 * RFC 6749 §3.2 and OID4VCI §8.2 ask of servers; the core calls are strict like every other core call.
 */
const secret = text(512).min(1);

export const oauthError = z
  .object({ error: z.string(), error_description: z.string().optional() })
  .describe('OAuth-style refusal (RFC 6749 §5.2)');

export const tokenBody = z.object({
  grant_type: z.literal('urn:ietf:params:oauth:grant-type:pre-authorized_code'),
  'pre-authorized_code': secret,
  tx_code: text(64).optional(),
  /** Draft 11 wallets send the transaction code under its old name; the library sends both. */
  user_pin: text(64).optional(),
});

export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export const nonceAnswer = z.object({ c_nonce: z.string(), c_nonce_expires_in: z.number().int() });

const jwt = text(16_000).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a compact JWT');

/** OID4VCI 1.0 `proofs: {jwt: [...]}`, or the singular `proof` of drafts 13–15. */
export const credentialBody = z
  .object({
    credential_configuration_id: text(100).min(1),
    proofs: z.object({ jwt: z.array(jwt).min(1).max(1) }).optional(),
    proof: z.object({ proof_type: z.literal('jwt'), jwt }).optional(),
  })
  .refine((body) => !!body.proofs !== !!body.proof, {
    message: 'exactly one of proofs and proof',
    path: ['proofs'],
    params: { rule: 'one_proof' },
  });

export const credentialAnswer = z.object({
  credentials: z.array(z.object({ credential: z.string() })),
});

export const responseBody = z.object({
  state: secret,
  vp_token: text(256_000).min(1),
});

export const metadataAnswer = z
  .object({})
  .loose()
  .describe('Metadata document (see the linked specification)');

const id = text(40).min(1);
const uuid = z.uuid();

export const applicationBody = z.object({ application: uuid }).strict();
export const credentialOfferBody = z.object({ credential: uuid }).strict();
export const offerData = z.object({
  id: z.string(),
  offer_uri: z.string().describe('openid-credential-offer:// URI for a QR code or a link'),
  offer: z.record(z.string(), z.unknown()),
  tx_code: z
    .string()
    .describe('Six digits the person types into their wallet; shown beside the QR code only'),
  expiresAt: z.string(),
});

const bilingual = z.object({ jp: text(300, { trim: true }), en: text(300, { trim: true }) }).strict();

export const oid4vpBody = z
  .object({
    dcql: dcqlQuery,
    purpose: bilingual.optional(),
  })
  .strict();
export const transactionBody = z.object({ id }).strict();

const resultData = z.object({}).loose();

export const transactionData = z.object({
  id: z.string(),
  state: z.enum(['pending', 'presented', 'failed']),
  dcql: z.record(z.string(), z.unknown()),
  purpose: z.object({ jp: z.string(), en: z.string() }).nullable(),
  nonce: z.string(),
  client_id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
  result: resultData.nullable(),
});

export const createdTransactionData = transactionData.extend({
  authorization_request: z.string().describe('openid4vp:// URI for a QR code or a link, carrying the state'),
});
export const responseAnswer = z.object({});
