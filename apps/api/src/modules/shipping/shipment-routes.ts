/**
 * The owner's shipment booking on the order page (record 058): see it, book it with the
 * aggregator, print the courier's label, ask for a pickup.
 */
import { binaryBody, errorResponse, orderShipmentResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { Shipments } from './shipments';

const tags = ['admin'];
const params = idParams('Order not found');
const answer = { 200: orderShipmentResponse, '4xx': errorResponse, 502: errorResponse };

export const shipmentRoutes: FastifyPluginAsyncZod<{ shipments: Shipments }> = async (
  app,
  { shipments },
) => {
  const owner = app.withTypeProvider<ZodTypeProvider>();
  owner.addHook('onRequest', owner.requireOwner);
  const reply = (shipment: Awaited<ReturnType<Shipments['get']>>) => ({
    success: true as const,
    provider: shipments.provider,
    shipment,
  });

  owner.get(
    '/api/admin/orders/:id/shipment',
    { schema: { tags, params, response: answer } },
    async (request) => reply(await shipments.get(request.params.id)),
  );
  owner.post(
    '/api/admin/orders/:id/shipment',
    {
      schema: { tags, summary: 'Book the shipment and get its waybill', params, response: answer },
    },
    async (request) => reply(await shipments.book(request.params.id)),
  );
  owner.post(
    '/api/admin/orders/:id/shipment/pickup',
    {
      schema: { tags, summary: 'Ask the courier to collect the parcel', params, response: answer },
    },
    async (request) => reply(await shipments.pickup(request.params.id)),
  );
  owner.get(
    '/api/admin/orders/:id/shipment/label.pdf',
    {
      schema: {
        tags,
        params,
        response: { 200: binaryBody('application/pdf') },
      },
    },
    async (request, res) => {
      const { awb, pdf } = await shipments.label(request.params.id);
      return res
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="label-${awb}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
