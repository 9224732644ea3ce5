/**
 * A customer's store credit, the owner's side: read it and grant some. Owner only, checked in
 * this plugin's own scope; the audit log records each grant (admin/audit.ts).
 */
import {
  adminStoreCreditResponse,
  GIFT_CARD_ADMIN_MESSAGES,
  storeCreditGrantSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { StoreCredit } from './service';

const tags = ['admin'];
const params = idParams(GIFT_CARD_ADMIN_MESSAGES.customerNotFound);

export const storeCreditAdminRoutes: FastifyPluginAsyncZod<{ storeCredit: StoreCredit }> = async (
  app,
  { storeCredit },
) => {
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/customers/:id/store-credit',
    { schema: { tags, params, response: { 200: adminStoreCreditResponse } } },
    async (request) => ({
      success: true as const,
      ...(await storeCredit.forCustomer(request.params.id)),
    }),
  );
  app.post(
    '/api/admin/customers/:id/store-credit',
    {
      schema: {
        tags,
        params,
        body: storeCreditGrantSchema,
        response: { 201: adminStoreCreditResponse },
      },
    },
    async (request, reply) => {
      const owner = await app.requireOwner(request);
      const credit = await storeCredit.grant(request.params.id, request.body, owner.id);
      return reply.status(201).send({ success: true as const, ...credit });
    },
  );
};
