import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  applicationBody,
  createdTransactionData,
  credentialOfferBody,
  offerData,
  oid4vpBody,
  transactionBody,
  transactionData,
} from '../schemas.ts';
import { makeOffer } from '../service/offers.ts';
import { createTransaction, readTransaction } from '../service/presentation.ts';

/** The core calls that start an OID4VC flow for a signed-in space; the wallet then talks to the public endpoints. */
export const oid4vcCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'issue',
    call: 'offer',
    summary:
      'An OID4VCI credential offer (pre-authorised code + transaction code) of an approved application, for the holder to take into an external wallet',
    body: applicationBody,
    response: offerData,
    handler: (ctx, actor, body) => makeOffer(ctx, actor, 'application', body.application),
  });

  coreCall(app, {
    group: 'wallet',
    call: 'offer',
    summary:
      "An OID4VCI credential offer of a valid credential in the current space's wallet, to hold it in an external wallet too",
    body: credentialOfferBody,
    response: offerData,
    handler: (ctx, actor, body) => makeOffer(ctx, actor, 'credential', body.credential),
  });

  coreCall(app, {
    group: 'proof',
    call: 'oid4vp',
    summary:
      'An OpenID4VP authorization request (DCQL, direct_post) from the current space, for any external wallet',
    body: oid4vpBody,
    response: createdTransactionData,
    handler: (ctx, actor, body) => createTransaction(ctx, actor, body),
  });

  coreCall(app, {
    group: 'proof',
    call: 'oid4vp-result',
    summary: "An OpenID4VP request of the current space: pending, or the wallet's verified answer",
    body: transactionBody,
    response: transactionData,
    handler: (ctx, actor, body) => readTransaction(ctx, actor, body.id),
  });
};
