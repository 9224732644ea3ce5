/** The owner's side of returns: an order's returns, their photos, and the decisions on them. */
import { binaryBody, returnDeclineSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReturnsService } from './returns';
import { returnListResponse, returnResponse, wireReturn } from './return-wire';

const id = z.object({ id: z.string().max(100) });
const known = (value: string) => {
  if (!isUuid(value)) throw new NotFoundError('Return not found');
  return value;
};

export const returnOwnerRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.get(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        tags: ['admin'],
        params: id,
        response: { 200: returnListResponse },
      },
      onRequest: app.requireOwner,
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFoundError('Order not found');
      const rows = await returns.list(request.params.id);
      return { success: true as const, returns: rows.map(wireReturn) };
    },
  );

  app.get(
    '/api/admin/returns/:id/photos/:file',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(100), file: z.string().max(200) }),
        response: { 200: binaryBody('image/webp') },
      },
      onRequest: app.requireOwner,
    },
    async (request, reply) => {
      const photo = await returns.photo(known(request.params.id), request.params.file);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(photo.data);
    },
  );

  app.post(
    '/api/admin/returns/:id/approve',
    {
      schema: { tags: ['admin'], params: id, response: { 200: returnResponse } },
      onRequest: app.requireOwner,
    },
    async (request) => {
      const admin = await app.requireUser(request);
      const row = await returns.approve(known(request.params.id), admin.id);
      return { success: true as const, return: wireReturn(row) };
    },
  );

  app.post(
    '/api/admin/returns/:id/decline',
    {
      schema: {
        tags: ['admin'],
        params: id,
        body: returnDeclineSchema,
        response: { 200: returnResponse },
      },
      onRequest: app.requireOwner,
    },
    async (request) => {
      const row = await returns.decline(known(request.params.id), request.body.message);
      return { success: true as const, return: wireReturn(row) };
    },
  );

  app.post(
    '/api/admin/returns/:id/received',
    {
      schema: { tags: ['admin'], params: id, response: { 200: returnResponse } },
      onRequest: app.requireOwner,
    },
    async (request) => {
      const row = await returns.received(known(request.params.id));
      return { success: true as const, return: wireReturn(row) };
    },
  );
};
