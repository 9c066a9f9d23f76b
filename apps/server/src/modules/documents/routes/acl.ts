import { aclDeleteBody, aclOut, aclPutBody } from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { idParams } from '../schemas.ts';
import { grantAcl, readAcl, revokeAcl } from '../service/acl.ts';

const tags = ['documents'];
const onRequest = requireAccess();

/** `/api/acl/{id}` (docs/product.md §7, docs/product-decisions.md §6): which other spaces may read or edit a document. */
export const aclRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/acl/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "A document's entries {space, permission}; the owner space always has write",
        params: idParams,
        response: withErrors({ 200: aclOut }),
      },
    },
    async (request) => readAcl(request.ctx, await request.actor(), request.params.id),
  );

  app.put(
    '/api/acl/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Lets another space read or edit the document (the owner space decides)',
        params: idParams,
        body: aclPutBody,
        response: withErrors({ 200: aclOut }),
      },
    },
    async (request) => grantAcl(request.ctx, await request.actor(), request.params.id, request.body),
  );

  app.delete(
    '/api/acl/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Removes a space's entry: the document is invisible to it again",
        params: idParams,
        body: aclDeleteBody,
        response: withErrors({ 200: aclOut }),
      },
    },
    async (request) => revokeAcl(request.ctx, await request.actor(), request.params.id, request.body),
  );
};
