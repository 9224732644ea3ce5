/**
 * The owner's discounts (issue 28): list, create, edit, bulk codes and their CSV. Owner only,
 * checked in this plugin's own scope; the audit log records every change (admin/audit.ts).
 */
import {
  bulkCodesResponse,
  bulkCodesSchema,
  discountInputSchema,
  discountListResponse,
  discountResponse,
  DISCOUNT_MESSAGES,
  textBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { DiscountsService } from './service';

const tags = ['admin'];
const params = idParams(DISCOUNT_MESSAGES.notFound);

export const discountsAdminRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (
  app,
  { discounts },
) => {
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/discounts',
    { schema: { tags, response: { 200: discountListResponse } } },
    async () => ({ success: true as const, discounts: await discounts.list() }),
  );
  app.post(
    '/api/admin/discounts',
    { schema: { tags, body: discountInputSchema, response: { 201: discountResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, discount: await discounts.create(request.body) }),
  );
  app.put(
    '/api/admin/discounts/:id',
    { schema: { tags, params, body: discountInputSchema, response: { 200: discountResponse } } },
    async (request) => ({
      success: true as const,
      discount: await discounts.update(request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/discounts/:id/codes',
    { schema: { tags, params, body: bulkCodesSchema, response: { 201: bulkCodesResponse } } },
    async (request, reply) => {
      const { created, total } = await discounts.generateCodes(request.params.id, request.body);
      return reply.status(201).send({
        success: true as const,
        created,
        total,
        message: `${created} codes created; this discount has ${total} codes.`,
      });
    },
  );
  app.get(
    '/api/admin/discounts/:id/codes.csv',
    { schema: { tags, params, response: { 200: textBody('text/csv') } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="discount-codes.csv"')
        .send(await discounts.codesCsv(request.params.id)),
  );
};
