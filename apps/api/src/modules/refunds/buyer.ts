/**
 * Who asks to cancel or return an order (issue 29): a signed-in customer, for their own orders, or
 * a guest holding the order's token (from its checkout or a mail sent to its receipt address,
 * issue 27), for that order only.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';

export type Buyer = { userId: string } | { guestOrderId: string };

/** The order a guest's token opens, by its number; 404 when it opens none. */
export type GuestOrderOf = (orderNumber: string, token: string) => Promise<string>;

/** The orders this buyer may act on. */
export const buyerOrders = (buyer: Buyer): SQL =>
  'userId' in buyer ? eq(orders.userId, buyer.userId) : eq(orders.id, buyer.guestOrderId);

export const buyerUserId = (buyer: Buyer): string | null =>
  'userId' in buyer ? buyer.userId : null;

/** The request's buyer: the order's token when one is given, the session otherwise. */
export async function buyerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  orderNumber: string,
  guestOrderOf: GuestOrderOf,
): Promise<Buyer> {
  const { token } = request.query as { token?: string };
  if (token) return { guestOrderId: await guestOrderOf(orderNumber, token) };
  return { userId: (await app.requireUser(request)).id };
}
