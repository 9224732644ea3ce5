/** The owner's catalogue: list, read, create, edit, archive and recorded stock changes. */
import {
  adminListQuerySchema,
  adminProductListResponse,
  adminProductResponse,
  adminProductSchema,
  CATEGORIES,
  createdResponse,
  stockAdjustmentSchema,
  stockResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import type { AdminProducts } from './products-service';
import { done, ok, tags } from './route-schema';

// Every back-office row is addressed by its UUID; a malformed one is the same 404 as an unknown one.
export const productParams = idParams('Product not found');
const productQuery = adminListQuerySchema.extend({
  category: z.enum(CATEGORIES).optional(),
  stock: z.enum(['all', 'low', 'out']).optional(),
  archived: z.enum(['true', 'false']).optional(),
});

export const productRoutes: FastifyPluginAsyncZod<{ products: AdminProducts }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/admin/products',
    { schema: { tags, querystring: productQuery, response: { 200: adminProductListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await products.list({ ...request.query, archived: request.query.archived === 'true' })),
    }),
  );
  app.get(
    '/api/admin/products/:id',
    { schema: { tags, params: productParams, response: { 200: adminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await products.get(request.params.id),
    }),
  );
  app.post(
    '/api/admin/products',
    { schema: { tags, body: adminProductSchema, response: { 201: createdResponse } } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply
        .status(201)
        .send({ success: true as const, ...(await products.create(request.body, user.id)) });
    },
  );
  app.put(
    '/api/admin/products/:id',
    { schema: { tags, params: productParams, body: adminProductSchema, response: done } },
    async (request) => {
      await products.update(request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    '/api/admin/products/:id/archive',
    {
      schema: {
        tags,
        params: productParams,
        body: z.object({ archived: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await products.setArchived(request.params.id, request.body.archived);
      return ok;
    },
  );
  app.post(
    '/api/admin/products/:id/stock',
    {
      schema: {
        tags,
        params: productParams,
        body: stockAdjustmentSchema,
        response: { 200: stockResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return {
        success: true as const,
        ...(await products.adjustStock(
          request.params.id,
          request.body.delta,
          request.body.reason,
          user.id,
          request.body.variantId,
        )),
      };
    },
  );
};
