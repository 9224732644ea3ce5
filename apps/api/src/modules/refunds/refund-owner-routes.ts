/**
 * The owner's refunds (`/api/admin/orders/{id}/refunds`: to the original payment or to store
 * credit, record 052) and "Cancel and refund".
 */
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
import { presentRefunds } from './refund-wire';
import type { RefundsService } from './service';

const params = z.object({ id: z.string().max(100) });

export const refundOwnerRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/api/admin/orders/:id/refunds',
    {
      schema: { tags: ['admin'], params, response: { 200: refundListResponse } },
      onRequest: app.requireOwner,
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const { balances, rows } = await presentRefunds(refunds, id, await refunds.list(id));
      const captured = balances.reduce((s, b) => s + b.payment.amountMinor, 0);
      const refunded = balances.reduce((s, b) => s + b.refunded, 0);
      const value = await refunds.valueLeft(id);
      return {
        success: true as const,
        captured: fromMinor(captured),
        refunded: fromMinor(refunded),
        currency: balances[0]?.payment.currency ?? value?.currency ?? 'INR',
        credited: fromMinor(value?.creditedMinor ?? 0),
        orderValue: fromMinor(value?.valueMinor ?? 0),
        valueLeft: fromMinor(value?.leftMinor ?? 0),
        storeCreditAllowed: value?.storeCredit ?? false,
        payments: balances.map((b) => ({
          paymentId: b.payment.gatewayPaymentId,
          amount: fromMinor(b.payment.amountMinor),
          refunded: fromMinor(b.refunded),
          currency: b.payment.currency,
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
      onRequest: app.requireOwner,
    },
    async (request, reply) => {
      const admin = await app.requireUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
        throw new BadRequestError('Idempotency-Key must be 8-64 letters, digits, - or _');
      const parts = await refunds.refund(id, request.body, { userId: admin.id, requestKey: key });
      const { rows } = await presentRefunds(refunds, id, parts);
      return reply.status(201).send({ success: true as const, refund: rows[0]!, refunds: rows });
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
      onRequest: app.requireOwner,
    },
    async (request) => {
      const admin = await app.requireUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError('Order not found');
      const row = await refunds.cancelByOwner(id, admin.id, request.body?.note);
      const refund = row ? (await presentRefunds(refunds, row.orderId, [row])).rows[0]! : null;
      return {
        success: true as const,
        message: 'The order is cancelled, its stock is back and its payment is being refunded.',
        refund,
      };
    },
  );
};
