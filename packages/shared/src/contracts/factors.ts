import { z } from 'zod';

/*
 * Second factors of the embedded sign-in (docs/identity.md "Second factor"): an authenticator app (TOTP) and
 * its recovery codes, managed from account settings.
 */

const isoTime = z.string().describe('ISO 8601 time');
/** A typed code: 6 digits from the app, or a recovery code `XXXXX-XXXXX` (case, spaces and dashes ignored). */
const typedCode = z.string().trim().min(6).max(32);

export const factorStatusResponse = z.object({
  totp: z
    .object({ enrolledAt: isoTime, lastUsedAt: isoTime.nullable() })
    .nullable()
    .describe('The authenticator app, when one is set up'),
  recoveryCodesLeft: z.number().int().min(0),
  recovery: z
    .object({
      readyAt: isoTime.describe('From then on the password alone signs in and removes every factor'),
    })
    .nullable()
    .describe('A recovery of the account waiting or ready (docs/identity.md "Losing every factor")'),
  history: z
    .array(
      z.object({
        action: z.enum([
          'enrol',
          'remove',
          'reset',
          'recovery_regenerated',
          'recovery_used',
          'passkey_added',
          'passkey_removed',
          'passkey_cloned',
          'recovery_started',
          'recovery_cancelled',
          'recovered',
        ]),
        byOwner: z.boolean().describe('False when an administrator reset the factors'),
        at: isoTime,
      }),
    )
    .describe(
      'Changes of the factors, newest first (at most 50); a recovery waiting shows as recovery_started',
    ),
});

export const totpStartResponse = z.object({
  secret: z.string().describe('Base32, for typing into the app by hand'),
  uri: z.string().describe('The otpauth:// address the QR code shows'),
});

export const totpConfirmBody = z.strictObject({ code: typedCode });

export const recoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()).length(10).describe('Shown once: only their hashes are kept'),
});

export const recoveryCodesBody = z.strictObject({ code: typedCode });

/** Removing the app: the password, or a current code. */
export const totpRemoveBody = z
  .strictObject({ password: z.string().min(1).max(200).optional(), code: typedCode.optional() })
  .refine((body) => Boolean(body.password) !== Boolean(body.code), {
    message: 'Send either the password or a code',
    path: ['password'],
  });

export const factorResetParams = z.strictObject({ sub: z.string().min(1).max(200) });

export type FactorStatus = z.infer<typeof factorStatusResponse>;
export type TotpStart = z.infer<typeof totpStartResponse>;

/*
 * Passkeys (docs/identity.md "Passkeys"): the options the browser is given, and its answer in the JSON form
 * WebAuthn defines (binary fields base64url).
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url');

export const passkeyView = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  backedUp: z.boolean().describe('The authenticator says the passkey is backed up (synced)'),
  deviceType: z.enum(['singleDevice', 'multiDevice']),
});

export const passkeyListResponse = z.object({ passkeys: z.array(passkeyView) });

/** PublicKeyCredentialCreationOptionsJSON, passed to the browser as it is. */
export const passkeyOptionsResponse = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
});

export const passkeyRegisterBody = z.strictObject({
  name: z.string().trim().min(1).max(60),
  response: z.object({
    id: base64url(1024).min(1),
    rawId: base64url(1024).min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(4096).min(1),
      attestationObject: base64url(16384).min(1),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4096).optional(),
      authenticatorData: base64url(8192).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  }),
});

export const passkeyIdParams = z.strictObject({ id: z.uuid() });

export type PasskeyView = z.infer<typeof passkeyView>;

/*
 * Step-up (docs/identity.md "Step-up"): a session signed in without a second factor proves one the app holds.
 */
export const stepUpCodeBody = z.strictObject({ code: typedCode });

/** PublicKeyCredentialRequestOptionsJSON, passed to the browser as it is. */
export const passkeyRequestOptionsResponse = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
});

/** AuthenticationResponseJSON: the browser's answer to the step-up's request options. */
export const stepUpPasskeyBody = z.strictObject({
  response: z.object({
    id: base64url(1024).min(1),
    rawId: base64url(1024).min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(4096).min(1),
      authenticatorData: base64url(8192).min(1),
      signature: base64url(4096).min(1),
      userHandle: base64url(1024).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  }),
});
