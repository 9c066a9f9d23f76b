import type { FastifyPluginAsync } from 'fastify';
import { coreCall } from '../../route.ts';
import {
  getSchemaBody,
  issuersData,
  listSchemasBody,
  metaData,
  publishBody,
  schemaData,
  schemaListData,
  vctBody,
} from '../schemas.ts';
import {
  getSchema,
  listSchemas,
  publishSchema,
  schemaIssuers,
  setEnabled,
  typeMetadata,
} from '../service/schemas.ts';

const group = 'schema';

/** Credential types: anyone signed in reads them; administrators publish, enable and disable. */
export const schemaCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group,
    call: 'list',
    summary: 'The latest version of every credential type',
    body: listSchemasBody,
    response: schemaListData,
    handler: (ctx, _actor, body) => listSchemas(ctx, body.enabled),
  });
  coreCall(app, {
    group,
    call: 'issuers',
    summary: 'The spaces allowed to issue a credential type',
    body: vctBody,
    response: issuersData,
    handler: (ctx, _actor, body) => schemaIssuers(ctx, body.vct),
  });
  coreCall(app, {
    group,
    call: 'meta',
    summary: 'SD-JWT VC type metadata of a credential type',
    body: vctBody,
    response: metaData,
    handler: (ctx, _actor, body) => typeMetadata(ctx, body.vct),
  });
  coreCall(app, {
    group,
    call: 'get',
    summary: 'A credential type (the latest version, or the one named)',
    body: getSchemaBody,
    response: schemaData,
    handler: (ctx, _actor, body) => getSchema(ctx, body.vct, body.version),
  });
  coreCall(app, {
    group,
    call: 'enable',
    summary: 'Lets a credential type be applied for, issued and verified again',
    body: vctBody,
    response: schemaData,
    access: ['admin'],
    handler: (ctx, _actor, body) => setEnabled(ctx, body.vct, true),
  });
  coreCall(app, {
    group,
    call: 'disable',
    summary: 'Stops applications, issuance and successful verification of a credential type',
    body: vctBody,
    response: schemaData,
    access: ['admin'],
    handler: (ctx, _actor, body) => setEnabled(ctx, body.vct, false),
  });
  coreCall(app, {
    group,
    call: 'publish',
    summary: 'Publishes a new version of a credential type (dataset raw, schema_only false, revoke false)',
    body: publishBody,
    response: schemaData,
    access: ['admin'],
    handler: (ctx, actor, body) => publishSchema(ctx, actor, body),
  });
};
