/** The owner's refunds (`/api/admin/orders/{id}/refunds`) and the customer's cancellation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestOrderOf } from './buyer';
import { cancelRoute } from './cancel-route';
import { refundOwnerRoutes } from './refund-owner-routes';
import type { RefundsService } from './service';

export const refundsRoutes: FastifyPluginAsyncZod<{
  refunds: RefundsService;
  guestOrderOf: GuestOrderOf;
}> = async (app, { refunds, guestOrderOf }) => {
  await app.register(refundOwnerRoutes, { refunds });
  await app.register(cancelRoute, { refunds, guestOrderOf });
};
