/** Order history, tracking and purchase status (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../lib/ids';
import type { OrdersService } from './service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  const tags = ['orders'];

  app.get('/api/products/my-orders', { schema: { tags } }, async (request) => {
    const { id } = await app.requireUser(request);
    return { success: true, orders: await orders.listMyOrders(id) };
  });

  app.get(
    '/api/products/my-orders/:orderNumber',
    { schema: { tags, params: z.object({ orderNumber: z.string().min(1).max(40) }) } },
    async (request) => {
      const { id } = await app.requireUser(request);
      return { success: true, track: await orders.trackMyOrder(id, request.params.orderNumber) };
    },
  );

  app.post(
    '/api/products/purchase-status/:productId',
    { schema: { tags, params: z.object({ productId: z.string().min(1).max(100) }) } },
    async (request) => {
      const { id } = await app.requireUser(request);
      const { productId } = request.params;
      return { success: isUuid(productId) && (await orders.hasPurchased(id, productId)) };
    },
  );
};
