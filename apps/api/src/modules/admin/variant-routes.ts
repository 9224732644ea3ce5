/** The option editor and variant grid: read and save them, count a variant's stock, its history. */
import {
  adminVariantsResponse,
  variantGridInputSchema,
  variantStockHistoryResponse,
  variantStockInputSchema,
  variantStockResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../lib/ids';
import { productParams } from './product-routes';
import type { AdminProducts } from './products-service';
import { tags } from './route-schema';

const variantParams = z.object({
  id: uuidParam('Product not found'),
  variantId: uuidParam('Variant not found'),
});
const success = true as const;

export const variantRoutes: FastifyPluginAsyncZod<{ products: AdminProducts }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/admin/products/:id/variants',
    { schema: { tags, params: productParams, response: { 200: adminVariantsResponse } } },
    async (request) => ({ success, ...(await products.getVariants(request.params.id)) }),
  );
  app.put(
    '/api/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary: "Save a product's options and its whole variant list (stock aside)",
        params: productParams,
        body: variantGridInputSchema,
        response: { 200: adminVariantsResponse },
      },
    },
    async (request) => ({
      success,
      ...(await products.saveVariants(request.params.id, request.body)),
    }),
  );
  app.post(
    '/api/admin/products/:id/variants/:variantId/stock',
    {
      schema: {
        tags,
        summary: "Record a variant's counted stock; 409 when it moved since the grid showed it",
        params: variantParams,
        body: variantStockInputSchema,
        response: { 200: variantStockResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const { id, variantId } = request.params;
      return {
        success,
        ...(await products.countVariantStock(id, variantId, request.body, user.id)),
      };
    },
  );
  app.get(
    '/api/admin/products/:id/variants/:variantId/stock-history',
    {
      schema: { tags, params: variantParams, response: { 200: variantStockHistoryResponse } },
    },
    async (request) => ({
      success,
      ...(await products.variantStockHistory(request.params.id, request.params.variantId)),
    }),
  );
};
