import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  applicationData,
  applicationListData,
  applicationsBody,
  applyBody,
  credentialData,
  decideBody,
  idBody,
  prefBody,
  prefData,
  revokeBody,
} from '../schemas.ts';
import { applications, apply, decide, getApplication, issuerPrefs, revoke } from '../service/issue.ts';

const group = 'issue';

/** Issuance: holders apply (data0), issuers decide (data1) and revoke. */
export const issueCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group,
    call: 'pref',
    summary: "The acting issuer space's display and default validity; `set` changes them",
    body: prefBody,
    response: prefData,
    handler: (ctx, actor, body) => issuerPrefs(ctx, actor, body.set),
  });
  coreCall(app, {
    group,
    call: 'data0',
    summary: 'Applies for a credential for the acting space, with claims and up to five evidence files',
    body: applyBody,
    response: applicationData,
    handler: (ctx, actor, body) => apply(ctx, actor, body),
  });
  coreCall(app, {
    group,
    call: 'data1',
    summary: 'An issuer approves (issuing the credential) or rejects an application',
    body: decideBody,
    response: applicationData,
    handler: (ctx, actor, body) => decide(ctx, actor, body),
  });
  coreCall(app, {
    group,
    call: 'list',
    summary: "Applications of the acting space (holder) or of the types it issues (issuer's queue)",
    body: applicationsBody,
    response: applicationListData,
    handler: (ctx, actor, body) => applications(ctx, actor, body),
  });
  coreCall(app, {
    group,
    call: 'get',
    summary: 'An application; the issuer also gets how to open its evidence',
    body: idBody,
    response: applicationData,
    handler: (ctx, actor, body) => getApplication(ctx, actor, body.id),
  });
  coreCall(app, {
    group,
    call: 'revoke',
    summary: 'The issuer revokes a credential it issued (its status list entry is set)',
    body: revokeBody,
    response: credentialData,
    handler: (ctx, actor, body) => revoke(ctx, actor, body),
  });
};
