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
  history: z
    .array(
      z.object({
        action: z.enum(['enrol', 'remove', 'reset', 'recovery_regenerated', 'recovery_used']),
        byOwner: z.boolean().describe('False when an administrator reset the factors'),
        at: isoTime,
      }),
    )
    .describe('Changes of the factors, newest first (at most 50)'),
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
