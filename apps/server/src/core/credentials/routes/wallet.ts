import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  credentialData,
  credentialDetailData,
  credentialListData,
  dcqlBody,
  emptyBody,
  idBody,
  matchesData,
  presentBody,
  receivedBody,
  refuseBody,
  requestData,
  requestListData,
  requestRefBody,
  sdjwtBody,
  sdjwtData,
} from '../schemas.ts';
import { receivedRequests, refuseRequest } from '../service/requests.ts';
import {
  walletCred,
  walletGet,
  walletImport,
  walletList,
  walletMatches,
  walletPresent,
  walletQuery,
} from '../service/wallet.ts';

const group = 'wallet';

/** The acting space's custodial wallet: its credentials, requests received, presentations. */
export const walletCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group,
    call: 'list',
    summary: "The acting space's credentials with their state",
    body: emptyBody,
    response: credentialListData,
    handler: (ctx, actor) => walletList(ctx, actor),
  });
  coreCall(app, {
    group,
    call: 'get',
    summary: 'A credential of the wallet with every claim and the presentations made from it',
    body: idBody,
    response: credentialDetailData,
    handler: (ctx, actor, body) => walletGet(ctx, actor, body.id),
  });
  coreCall(app, {
    group,
    call: 'cred',
    summary: 'The SD-JWT VC itself (issuer-signed JWT and every disclosure)',
    body: idBody,
    response: sdjwtData,
    handler: (ctx, actor, body) => walletCred(ctx, actor, body.id),
  });
  coreCall(app, {
    group,
    call: 'issue',
    summary: 'Imports an SD-JWT VC bound to this wallet after verifying it',
    body: sdjwtBody,
    response: credentialData,
    handler: (ctx, actor, body) => walletImport(ctx, actor, body.sdjwt),
  });
  coreCall(app, {
    group,
    call: 'matches',
    summary: 'Credentials answering a received request, and the claims each would disclose',
    body: requestRefBody,
    response: matchesData,
    handler: (ctx, actor, body) => walletMatches(ctx, actor, body.request),
  });
  coreCall(app, {
    group,
    call: 'query',
    summary: 'Credentials answering an ad-hoc DCQL query',
    body: dcqlBody,
    response: matchesData,
    handler: (ctx, actor, body) => walletQuery(ctx, actor, body.dcql),
  });
  coreCall(app, {
    group,
    call: 'proof',
    summary: 'Presentation requests the acting space received',
    body: receivedBody,
    response: requestListData,
    handler: (ctx, actor, body) => receivedRequests(ctx, actor, body.state),
  });
  coreCall(app, {
    group,
    call: 'proof2',
    summary: 'Refuses a received request',
    body: refuseBody,
    response: requestData,
    handler: (ctx, actor, body) => refuseRequest(ctx, actor, body),
  });
  coreCall(app, {
    group,
    call: 'present',
    summary: 'Presents a credential to a request: only the requested disclosures, with a KB-JWT',
    body: presentBody,
    response: requestData,
    handler: (ctx, actor, body) => walletPresent(ctx, actor, body),
  });
};
