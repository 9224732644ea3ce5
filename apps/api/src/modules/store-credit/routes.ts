/** A signed-in customer's store credit: the balance and the movements in it. */
import { storeCreditResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoreCredit } from './service';

export const storeCreditRoutes: FastifyPluginAsyncZod<{ storeCredit: StoreCredit }> = async (
  app,
  { storeCredit },
) => {
  app.get(
    '/api/users/me/store-credit',
    { schema: { tags: ['accounts'], response: { 200: storeCreditResponse } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      return { success: true as const, ...(await storeCredit.mine(id)) };
    },
  );
};
