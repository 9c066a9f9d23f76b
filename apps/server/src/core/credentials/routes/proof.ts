import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import { proofPresentBody, proofRequestBody, protocolRequestData, resultData } from '../schemas.ts';
import { newRequest, presentToRequest } from '../service/requests.ts';

const group = 'proof';

/** The protocol level, also for external wallets: a request object, and a presentation answering it. */
export const proofCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group,
    call: 'request',
    summary: 'A presentation request: nonce, audience, the DCQL query and where to send the vp_token',
    body: proofRequestBody,
    response: protocolRequestData,
    handler: async (ctx, actor, body) => {
      const row = await newRequest(ctx, actor, body);
      return {
        id: row.id,
        nonce: row.nonce,
        aud: row.aud,
        dcql: row.dcql,
        response_uri: `${ctx.config.publicUrl}/core/proof/present`,
      };
    },
  });
  coreCall(app, {
    group,
    call: 'present',
    summary: 'Verifies an SD-JWT VC presentation for a request; one use per nonce',
    body: proofPresentBody,
    response: resultData,
    handler: (ctx, actor, body) => presentToRequest(ctx, actor, body),
  });
};
