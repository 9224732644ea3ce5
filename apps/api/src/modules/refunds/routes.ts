/** The owner's refunds (`/api/admin/orders/{id}/refunds`) and the customer's cancellation. */
import {
  cancelOrderResponse,
  fromMinor,
  IDEMPOTENCY_KEY,
  refundListResponse,
  refundRequestSchema,
  refundResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { RefundsService } from './service';

type Row = Awaited<ReturnType<RefundsService['list']>>[number];

const wire = (row: Row, gatewayPaymentId: string) => ({
  id: row.id,
  paymentId: gatewayPaymentId,
  gatewayRefundId: row.gatewayRefundId,
  amount: fromMinor(row.amountMinor),
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  failureReason: row.failureReason,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  const params = z.object({ id: z.string().max(100) });

  /** The gateway payment id of each payment of the order, for the wire. */
  async function present(orderId: string, rows: Row[]) {
    const balances = await refunds.balances(orderId);
    const ids = new Map(balances.map((b) => [b.payment.id, b.payment.gatewayPaymentId]));
    return { balances, rows: rows.map((r) => wire(r, ids.get(r.paymentId) ?? '')) };
  }

  app.get(
    '/api/admin/orders/:id/refunds',
    {
      schema: { tags: ['admin'], params, response: { 200: refundListResponse } },
      preHandler: app.requireOwner,
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const { balances, rows } = await present(id, await refunds.list(id));
      const captured = balances.reduce((s, b) => s + b.payment.amountMinor, 0);
      const refunded = balances.reduce((s, b) => s + b.refunded, 0);
      return {
        success: true as const,
        captured: fromMinor(captured),
        refunded: fromMinor(refunded),
        currency: balances[0]?.payment.currency ?? 'INR',
        payments: balances.map((b) => ({
          paymentId: b.payment.gatewayPaymentId,
          amount: fromMinor(b.payment.amountMinor),
          refunded: fromMinor(b.refunded),
          status: b.payment.status,
          reason: b.payment.reason,
        })),
        refunds: rows,
      };
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        params,
        body: refundRequestSchema,
        response: { 201: refundResponse, 200: refundResponse },
      },
      preHandler: app.requireOwner,
    },
    async (request, reply) => {
      const admin = await app.requireUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
        throw new BadRequestError('Idempotency-Key must be 8-64 letters, digits, - or _');
      const row = await refunds.refund(id, request.body, { userId: admin.id, requestKey: key });
      const { rows } = await present(id, [row]);
      return reply.status(201).send({ success: true as const, refund: rows[0]! });
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel-and-refund',
    {
      schema: {
        tags: ['admin'],
        params,
        body: z.object({ note: z.string().trim().max(500).optional() }).optional(),
        response: { 200: cancelOrderResponse },
      },
      preHandler: app.requireOwner,
    },
    async (request) => {
      const admin = await app.requireUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const row = await refunds.cancelByOwner(id, admin.id, request.body?.note);
      const refund = row ? (await present(row.orderId, [row])).rows[0]! : null;
      return {
        success: true as const,
        message: 'The order is cancelled, its stock is back and its payment is being refunded.',
        refund,
      };
    },
  );

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
      const refund = row ? (await present(row.orderId, [row])).rows[0]! : null;
      return {
        success: true as const,
        message:
          'Your order is cancelled. Your payment is being refunded to the original payment method within 7-10 business days.',
        refund,
      };
    },
  );
};
