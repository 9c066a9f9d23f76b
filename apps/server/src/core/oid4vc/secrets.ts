import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, base64url: pre-authorised codes, access tokens, nonces, states. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Public ids of offers and transactions: not capabilities, so shorter. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Six digits a person types into their wallet (OID4VCI `tx_code`). */
export const newTxCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What the database keeps of a secret: its SHA-256, so a copy of the table redeems nothing. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
