/** The customer's cancellation of an order that has not left the studio. */
import { cancelOrderResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentRefunds } from './refund-wire';
import type { RefundsService } from './service';

export const cancelRoute: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.post(
    '/api/products/my-orders/:orderNumber/cancel',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        response: { 200: cancelOrderResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const row = await refunds.cancelByCustomer(user.id, request.params.orderNumber);
      const refund = row ? (await presentRefunds(refunds, row.orderId, [row])).rows[0]! : null;
      return {
        success: true as const,
        message:
          'Your order is cancelled. Your payment is being refunded to the original payment method within 7-10 business days.',
        refund,
      };
    },
  );
};
