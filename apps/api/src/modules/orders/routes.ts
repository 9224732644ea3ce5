/** Order history, tracking, an order's confirmation and purchase status (spec section 7). */
import {
  claimOrdersResponse,
  messageResponse,
  myOrdersResponse,
  ORDER_LOOKUP_ANSWER,
  orderLookupSchema,
  orderConfirmationResponse,
  purchaseStatusResponse,
  trackingResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../lib/ids';
import type { GuestOrders } from './guest-orders';
import type { OrdersService } from './service';

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  guestOrders: GuestOrders;
}> = async (app, { orders, guestOrders }) => {
  const tags = ['orders'];
  // Each answer may mail an order's link: a few a quarter hour per address is plenty for a person.
  const lookupLimit = app.limit({ name: 'order-lookup', max: 5, timeWindow: '15 minutes' });

  app.post(
    '/api/orders/lookup',
    {
      schema: { tags, body: orderLookupSchema, response: { 200: messageResponse } },
      preHandler: [lookupLimit],
    },
    async (request) => {
      await guestOrders.lookup(request.body.orderNumber, request.body.email);
      return { success: true as const, message: ORDER_LOOKUP_ANSWER };
    },
  );

  app.post(
    '/api/orders/claim',
    {
      schema: {
        tags,
        body: z.object({ token: z.string().min(1).max(1000) }),
        response: { 200: claimOrdersResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await guestOrders.claimWithToken(request.body.token)),
    }),
  );

  app.get(
    '/api/products/my-orders',
    { schema: { tags, response: { 200: myOrdersResponse } } },
    async (request) => {
      const { id } = await app.requireUser(request);
      return { success: true as const, orders: await orders.listMyOrders(id) };
    },
  );

  app.get(
    '/api/products/my-orders/:orderNumber',
    {
      schema: {
        tags,
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        response: { 200: trackingResponse },
      },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      return {
        success: true as const,
        ...(await orders.trackMyOrder(id, request.params.orderNumber)),
      };
    },
  );

  app.get(
    '/api/orders/by-number/:orderNumber',
    {
      schema: {
        tags,
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        // A guest's page (issue 27) opens with the token its checkout or its mail carried.
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: orderConfirmationResponse },
      },
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const who = { userId: user?.id, token: request.query.token };
      return {
        success: true as const,
        order: await orders.confirmationOf(who, request.params.orderNumber),
      };
    },
  );

  app.post(
    '/api/products/purchase-status/:productId',
    {
      schema: {
        tags,
        params: z.object({ productId: z.string().min(1).max(100) }),
        response: { 200: purchaseStatusResponse },
      },
    },
    async (request) => {
      const { id } = await app.requireUser(request);
      const { productId } = request.params;
      return { success: isUuid(productId) && (await orders.hasPurchased(id, productId)) };
    },
  );
};
