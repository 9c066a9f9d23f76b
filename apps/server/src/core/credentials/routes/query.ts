import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  badgesData,
  badgesOfData,
  emptyBody,
  holderBody,
  idBody,
  queryRequestBody,
  requestData,
  requestListData,
  resultData,
  walletOfBody,
} from '../schemas.ts';
import { badgesOf } from '../service/badges.ts';
import { newRequest, requestView, reverify, sentRequests, visibleRequest } from '../service/requests.ts';

const group = 'query';

/** The verifier side: requests for proof, their results, and the verified badges of spaces. */
export const queryCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group,
    call: 'request',
    summary: "Asks a holder space for proof with a DCQL query (fresh nonce, the acting space's audience)",
    body: queryRequestBody,
    response: requestData,
    handler: async (ctx, actor, body) => requestView(ctx, await newRequest(ctx, actor, body)),
  });
  coreCall(app, {
    group,
    call: 'list',
    summary: 'Requests the acting space sent',
    body: emptyBody,
    response: requestListData,
    handler: (ctx, actor) => sentRequests(ctx, actor),
  });
  coreCall(app, {
    group,
    call: 'get',
    summary: 'A request, to its verifier or its holder',
    body: idBody,
    response: requestData,
    handler: async (ctx, actor, body) => requestView(ctx, (await visibleRequest(ctx, actor, body.id)).row),
  });
  coreCall(app, {
    group,
    call: 'proof',
    summary: 'Re-verifies the presentation a request received, now',
    body: idBody,
    response: resultData,
    handler: (ctx, actor, body) => reverify(ctx, actor, body.id),
  });
  coreCall(app, {
    group,
    call: 'wallet',
    summary: "A space's verified badges",
    body: holderBody,
    response: badgesData,
    handler: async (ctx, _actor, body) => ({
      items: (await badgesOf(ctx, [body.holder])).get(body.holder) ?? [],
    }),
  });
  coreCall(app, {
    group,
    call: 'wallet-of',
    summary: 'Verified badges of up to 100 spaces',
    body: walletOfBody,
    response: badgesOfData,
    handler: async (ctx, _actor, body) => ({
      items: Object.fromEntries(await badgesOf(ctx, [...new Set(body.spaces)])),
    }),
  });
};
