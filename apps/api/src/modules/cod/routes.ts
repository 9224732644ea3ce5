/**
 * Cash on delivery's shopper routes (issue 27): place the order, read the offer, confirm from the
 * mailed link. A guest uses them too: `receipt_email` and the link stand in for a session.
 */
import {
  codConfirmResponse,
  codOfferResponse,
  codOrderResponse,
  paymentIntentSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bySession } from '../../plugins/rate-limits';
import type { CodService } from './service';

const tags = ['payments'];

export const codRoutes: FastifyPluginAsyncZod<{ cod: CodService }> = async (app, { cod }) => {
  // Each COD order holds stock for up to a day, so one session may place only so many.
  const perSession = app.limit({
    name: 'cod-order',
    max: 10,
    timeWindow: '15 minutes',
    key: bySession,
  });
  const perAddress = app.limit({ name: 'cod-confirm', max: 30, timeWindow: '15 minutes' });

  app.post(
    '/api/payment/cod',
    {
      schema: { tags, body: paymentIntentSchema, response: { 200: codOrderResponse } },
      preHandler: [perSession],
    },
    async (request) => {
      const user = await app.optionalUser(request);
      return { success: true as const, ...(await cod.placeOrder(user?.id, request.body)) };
    },
  );

  app.get(
    '/api/payment/cod/offer',
    { schema: { tags, response: { 200: codOfferResponse } } },
    async () => {
      const { unpaidCap: _cap, ...offer } = await cod.readSettings();
      return { success: true as const, ...offer };
    },
  );

  app.post(
    '/api/orders/cod/confirm',
    {
      schema: {
        tags: ['orders'],
        body: z.object({
          token: z.string().trim().min(1, 'The confirmation link is incomplete').max(300),
        }),
        response: { 200: codConfirmResponse },
      },
      preHandler: [perAddress],
    },
    async (request) => ({ success: true as const, ...(await cod.confirm(request.body.token)) }),
  );
};
