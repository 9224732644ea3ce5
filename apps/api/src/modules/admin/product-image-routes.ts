/** A product's images: upload (multipart), reorder and remove. */
import { imagesAddedResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../lib/ids';
import { productParams } from './product-routes';
import type { AdminProducts } from './products-service';
import { done, ok, tags } from './route-schema';
import { readImageFiles } from './uploads';

export const productImageRoutes: FastifyPluginAsyncZod<{ products: AdminProducts }> = async (
  app,
  { products },
) => {
  app.post(
    '/api/admin/products/:id/images',
    { schema: { tags, params: productParams, response: { 201: imagesAddedResponse } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        ...(await products.addImages(request.params.id, await readImageFiles(request, 8))),
      }),
  );
  app.put(
    '/api/admin/products/:id/images/order',
    {
      schema: {
        tags,
        params: productParams,
        body: z.object({ imageIds: z.array(z.string()).min(1).max(30) }),
        response: done,
      },
    },
    async (request) => {
      await products.reorderImages(request.params.id, request.body.imageIds);
      return ok;
    },
  );
  app.delete(
    '/api/admin/products/:id/images/:imageId',
    {
      schema: {
        tags,
        params: productParams.extend({ imageId: uuidParam('Image not found') }),
        response: done,
      },
    },
    async (request) => {
      await products.removeImage(request.params.id, request.params.imageId);
      return ok;
    },
  );
};
