/**
 * The documents as PDF downloads: the invoice and credit notes for the order's customer (and the
 * owner), the packing slip for the owner.
 */
import { binaryBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { InvoiceAccess } from './access';
import type { InvoicesService } from './service';

const pdf = { 200: binaryBody('application/pdf') };
const guestToken = z.object({ token: z.string().max(200).optional() });

export const invoicesRoutes: FastifyPluginAsyncZod<{
  access: InvoiceAccess;
  invoices: InvoicesService;
}> = async (app, { access, invoices }) => {
  /**
   * The viewer's order: a customer's own; any order for the owner, past the second step; for a
   * visitor without a session, the order its `token` opens (a guest, issue 27).
   */
  async function readableOrder(request: FastifyRequest, orderNumber: string) {
    const { token } = request.query as { token?: string };
    if (token) return access.orderIdByToken(orderNumber, token);
    const user = await app.requireUser(request);
    if (user.role === 'admin') await app.requireOwner(request);
    return access.readableOrderId(user, orderNumber);
  }

  const send = (reply: FastifyReply, file: string, body: Buffer) =>
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
        querystring: guestToken,
        response: pdf,
      },
    },
    async (request, reply) => {
      const id = await readableOrder(request, request.params.orderNumber);
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
        querystring: guestToken,
        response: pdf,
      },
    },
    async (request, reply) => {
      const id = await readableOrder(request, request.params.orderNumber);
      if (!isUuid(request.params.refundId)) throw new NotFoundError('Credit note not found');
      const { number, pdf: body } = await invoices.creditNotePdf(id, request.params.refundId);
      return send(reply, fileName(number), body);
    },
  );

  app.get(
    '/api/admin/orders/:id/packing-slip.pdf',
    {
      onRequest: app.requireOwner,
      schema: { tags: ['admin'], params: z.object({ id: z.string().max(100) }), response: pdf },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new NotFoundError('Order not found');
      const body = await invoices.packingSlipPdf(request.params.id);
      return send(reply, `packing-slip-${request.params.id.slice(0, 8)}.pdf`, body);
    },
  );
};
