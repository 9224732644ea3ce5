/** HTTP routes of the catalogue (spec section 7). */
import { productListQuerySchema, productSchema, searchQuerySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogService } from './service';

const LIST_CACHE_MS = 5_000;

/** The serialized list is cached briefly: it is the hottest public read of the shop. */
export function createProductListCache() {
  return new TtlCache<string>(LIST_CACHE_MS);
}

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  listCache: TtlCache<string>;
}> = async (app, { catalog, listCache }) => {
  app.get(
    '/api/products/get-products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List products: all, by category, featured, by ids, or matching a search',
        querystring: productListQuerySchema,
        response: { 200: z.object({ success: z.literal(true), products: z.array(productSchema) }) },
      },
    },
    async (request, reply) => {
      const key = JSON.stringify(request.query);
      const body = await listCache.get(key, async () =>
        JSON.stringify({ success: true, products: await catalog.getProducts(request.query) }),
      );
      return reply
        .header('cache-control', 'public, max-age=5')
        .type('application/json')
        .send(body as never); // already JSON: skips the serializer
    },
  );

  app.get(
    '/api/products/get-products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id (or slug)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: z.object({ success: z.literal(true), products: productSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      products: await catalog.getProduct(request.params.id),
    }),
  );

  app.get(
    '/api/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search with filters, sorting, pagination and facet counts',
        querystring: searchQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            products: z.array(productSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            facets: z.object({
              categories: z.array(
                z.object({ name: z.string(), slug: z.string(), count: z.number().int() }),
              ),
              priceBands: z.array(
                z.object({ band: z.string(), label: z.string(), count: z.number().int() }),
              ),
            }),
          }),
        },
      },
    },
    async (request) => {
      const result = await catalog.searchProducts(request.query);
      return {
        success: true as const,
        ...result,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );
};
