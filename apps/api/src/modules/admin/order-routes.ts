/** The owner's orders: list, read and move along the status path. */
import {
  adminOrderListQuerySchema,
  adminOrderListResponse,
  adminOrderResponse,
  orderStatusChangeSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { AdminOrders } from './orders-service';
import { tags } from './route-schema';

const orderParams = idParams('Order not found');

export const orderRoutes: FastifyPluginAsyncZod<{ orders: AdminOrders }> = async (
  app,
  { orders },
) => {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await orders.list(request.query)) }),
  );
  app.get(
    '/api/admin/orders/:id',
    { schema: { tags, params: orderParams, response: { 200: adminOrderResponse } } },
    async (request) => ({ success: true as const, order: await orders.get(request.params.id) }),
  );
  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.changeStatus(request.params.id, request.body),
    }),
  );
};
