/**
 * The documents as PDF downloads: the invoice and credit notes for the order's customer (and the
 * owner), the packing slip for the owner.
 */
import { binaryBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { InvoicesService } from './service';

const pdf = { 200: binaryBody('application/pdf') };

export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db; invoices: InvoicesService }> = async (
  app,
  { db, invoices },
) => {
  /** The order a signed-in customer may read: their own; the owner may read any. */
  async function readableOrder(userId: string, role: string, orderNumber: string) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        role === 'admin'
          ? eq(orders.orderNumber, orderNumber)
          : and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)),
      );
    if (!order) throw new NotFoundError('Order not found');
    return order.id;
  }

  const send = (reply: import('fastify').FastifyReply, file: string, body: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

  app.get(
    '/api/products/my-orders/:orderNumber/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        response: pdf,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const id = await readableOrder(user.id, user.role, request.params.orderNumber);
      const { number, pdf: body } = await invoices.invoicePdf(id);
      return send(reply, fileName(number), body);
    },
  );

  app.get(
    '/api/products/my-orders/:orderNumber/credit-notes/:refundId.pdf',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ orderNumber: z.string().min(1).max(40), refundId: z.string().max(100) }),
        response: pdf,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const id = await readableOrder(user.id, user.role, request.params.orderNumber);
      if (!isUuid(request.params.refundId)) throw new NotFoundError('Credit note not found');
      const { number, pdf: body } = await invoices.creditNotePdf(id, request.params.refundId);
      return send(reply, fileName(number), body);
    },
  );

  app.get(
    '/api/admin/orders/:id/packing-slip.pdf',
    {
      schema: { tags: ['admin'], params: z.object({ id: z.string().max(100) }), response: pdf },
    },
    async (request, reply) => {
      // The admin module's guard, written out: that module depends on payments, which issues invoices.
      const user = await app.requireUser(request);
      if (user.role !== 'admin') throw new ForbiddenError('Only the shop owner can do this');
      if (!isUuid(request.params.id)) throw new NotFoundError('Order not found');
      const body = await invoices.packingSlipPdf(request.params.id);
      return send(reply, `packing-slip-${request.params.id.slice(0, 8)}.pdf`, body);
    },
  );
};
