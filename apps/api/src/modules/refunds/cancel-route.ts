/** The customer's cancellation of an order that has not left the studio. */
import { cancelOrderResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerOf, type GuestOrderOf } from './buyer';
import { presentRefunds } from './refund-wire';
import type { RefundsService } from './service';

export const cancelRoute: FastifyPluginAsyncZod<{
  refunds: RefundsService;
  guestOrderOf: GuestOrderOf;
}> = async (app, { refunds, guestOrderOf }) => {
  app.post(
    '/api/products/my-orders/:orderNumber/cancel',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        // A guest's order: the token its checkout or its mails carry (issue 27).
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: cancelOrderResponse },
      },
    },
    async (request) => {
      const { orderNumber } = request.params;
      const buyer = await buyerOf(app, request, orderNumber, guestOrderOf);
      const row = await refunds.cancelByCustomer(buyer, orderNumber);
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
