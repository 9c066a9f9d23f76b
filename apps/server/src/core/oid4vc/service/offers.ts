import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { configurationIdOf, type OfferSource, offerSource } from '../credentials.ts';
import { OAuthError } from '../oauth.ts';
import {
  countFailedAttempt,
  findOfferByCode,
  insertOffer,
  type OfferRow,
  purgeExpiredOffers,
  redeemOffer,
} from '../repository/flows.ts';
import { hashOf, newId, newSecret, newTxCode } from '../secrets.ts';
import { endpoints } from './metadata.ts';

/** Long enough to open a wallet and scan a code, short enough that a forgotten QR code on a screen dies. */
const OFFER_MINUTES = 15;
const TOKEN_SECONDS = 300;
/** Wrong transaction codes an offer survives: five guesses of a million. */
const MAX_TX_ATTEMPTS = 5;
const PRE_AUTHORIZED = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

export type OfferAnswer = {
  id: string;
  offer_uri: string;
  offer: Record<string, unknown>;
  tx_code: string;
  expiresAt: string;
};

/**
 * A credential offer by value (OID4VCI §4.1) with a pre-authorised code and a transaction code: the QR code or
 * link carries the offer, the person types the six digits shown beside it into their wallet, so a photographed
 * code alone obtains nothing.
 */
export async function makeOffer(
  ctx: RequestContext,
  actor: Actor,
  kind: OfferSource['kind'],
  id: string,
): Promise<OfferAnswer> {
  const source = await offerSource(ctx, actor, kind, id);
  const code = newSecret();
  const txCode = newTxCode();
  const now = Date.now();
  await purgeExpiredOffers(ctx.db, new Date(now - 24 * 3600_000));
  const row = await insertOffer(ctx.db, {
    id: newId('of'),
    codeHash: hashOf(code),
    txCodeHash: hashOf(txCode),
    configuration: configurationIdOf(ctx.config, source.vct),
    vct: source.vct,
    sourceKind: kind,
    sourceId: id,
    spaceKey: source.space,
    createdBy: actor.identity.sub,
    expiresAt: new Date(now + OFFER_MINUTES * 60_000),
  });
  const offer = {
    credential_issuer: endpoints(ctx.config).issuer,
    credential_configuration_ids: [row.configuration],
    grants: {
      [PRE_AUTHORIZED]: {
        'pre-authorized_code': code,
        tx_code: {
          input_mode: 'numeric',
          length: txCode.length,
          description: 'TourTariff に表示された 6 桁の番号 / the 6-digit code TourTariff shows',
        },
      },
    },
  };
  return {
    id: row.id,
    offer_uri: `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(offer))}`,
    offer,
    tx_code: txCode,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const invalidGrant = (why: string) => new OAuthError('invalid_grant', why);

/**
 * The token endpoint's pre-authorised code grant (OID4VCI §6.1): a known, unexpired, unused code with its
 * transaction code buys one short-lived access token. Every failure is `invalid_grant`, without saying which part
 * was wrong beyond what the wallet must show its user.
 */
export async function exchangeCode(
  db: Db,
  input: { code: string; txCode: string | undefined },
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const now = new Date();
  const offer = await findOfferByCode(db, hashOf(input.code));
  if (!offer || offer.expiresAt <= now)
    throw invalidGrant('The pre-authorized code is unknown or has expired');
  if (offer.redeemedAt) throw invalidGrant('The pre-authorized code has already been used');
  await checkTxCode(db, offer, input.txCode);
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_SECONDS * 1000);
  const redeemed = await redeemOffer(db, offer.id, { hash: hashOf(token), expiresAt }, now);
  if (!redeemed) throw invalidGrant('The pre-authorized code has already been used');
  return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
}

async function checkTxCode(db: Db, offer: OfferRow, txCode: string | undefined) {
  if (!offer.txCodeHash) return;
  if (offer.failedAttempts >= MAX_TX_ATTEMPTS)
    throw invalidGrant('Too many wrong transaction codes: ask for a new offer');
  if (txCode !== undefined && hashOf(txCode) === offer.txCodeHash) return;
  await countFailedAttempt(db, offer.id);
  throw invalidGrant(
    txCode === undefined ? 'The transaction code is required' : 'The transaction code is wrong',
  );
}
