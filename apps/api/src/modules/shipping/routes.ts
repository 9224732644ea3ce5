/** The shipping rate table: public for the checkout and the policy page, editable by the owner. */
import { shippingRatesResponse, shippingTableSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ShippingRates, ShippingService } from './service';

const answer = (rates: ShippingRates, processingDays: ShippingService['processingDays']) => ({
  success: true as const,
  zones: rates.zones,
  processingDays,
  updatedAt: rates.updatedAt,
});

export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get(
    '/api/shipping/rates',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'The shipping zones, their countries and methods (the checkout and the policy page)',
        response: { 200: shippingRatesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return answer(await shipping.getRates(), shipping.processingDays);
    },
  );

  await app.register(async (scope) => {
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.addHook('onRequest', owner.requireOwner);
    owner.get(
      '/api/admin/shipping',
      { schema: { tags: ['admin'], response: { 200: shippingRatesResponse } } },
      async () => answer(await shipping.getRates(), shipping.processingDays),
    );
    owner.put(
      '/api/admin/shipping',
      {
        schema: {
          tags: ['admin'],
          summary: 'Replace the whole shipping rate table',
          body: shippingTableSchema,
          response: { 200: shippingRatesResponse },
        },
      },
      async (request) => {
        const user = await owner.requireUser(request);
        return answer(await shipping.saveRates(request.body, user.id), shipping.processingDays);
      },
    );
  });
};
