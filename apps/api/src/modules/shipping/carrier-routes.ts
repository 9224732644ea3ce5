/** The owner's carrier list (record 058): read, add, edit (a carrier is set inactive, never deleted). */
import { carrierInputSchema, carrierListResponse, carrierResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { Carriers } from './carriers';

const tags = ['admin'];
const carrierParams = idParams('Carrier not found');

export const carrierRoutes: FastifyPluginAsyncZod<{ carriers: Carriers }> = async (
  app,
  { carriers },
) => {
  const owner = app.withTypeProvider<ZodTypeProvider>();
  owner.addHook('onRequest', owner.requireOwner);
  owner.get(
    '/api/admin/shipping/carriers',
    { schema: { tags, response: { 200: carrierListResponse } } },
    async () => ({ success: true as const, carriers: await carriers.list() }),
  );
  owner.post(
    '/api/admin/shipping/carriers',
    { schema: { tags, body: carrierInputSchema, response: { 201: carrierResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, carrier: await carriers.create(request.body) }),
  );
  owner.put(
    '/api/admin/shipping/carriers/:id',
    {
      schema: {
        tags,
        params: carrierParams,
        body: carrierInputSchema,
        response: { 200: carrierResponse },
      },
    },
    async (request) => ({
      success: true as const,
      carrier: await carriers.update(request.params.id, request.body),
    }),
  );
};
