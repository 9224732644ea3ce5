/**
 * The owner's customers and segments (issue 30, record 061). Owner only, checked in this plugin's
 * own scope; the export (a .csv route) and every change are recorded in the activity log.
 */
import {
  CUSTOMER_MESSAGES,
  customerListQuerySchema,
  customerListResponse,
  customerNotesSchema,
  customerResponse,
  okResponse,
  segmentCountResponse,
  segmentCreateSchema,
  segmentListResponse,
  segmentResponse,
  textBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { CustomerDetailService } from './detail';
import type { CustomerList } from './list';
import type { Segments } from './segments';

const tags = ['admin'];
const customerParams = idParams(CUSTOMER_MESSAGES.notFound);
const segmentParams = idParams(CUSTOMER_MESSAGES.segmentNotFound);

export const customersRoutes: FastifyPluginAsyncZod<{
  list: CustomerList;
  detail: CustomerDetailService;
  segments: Segments;
}> = async (app, { list, detail, segments }) => {
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        querystring: customerListQuerySchema,
        response: { 200: customerListResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await list.list(request.query)) }),
  );
  app.get(
    '/api/admin/customers/export.csv',
    {
      schema: {
        tags,
        querystring: customerListQuerySchema,
        response: { 200: textBody('text/csv') },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(await list.exportCsv(request.query)),
  );
  app.get(
    '/api/admin/customers/:id',
    { schema: { tags, params: customerParams, response: { 200: customerResponse } } },
    async (request) => ({ success: true as const, ...(await detail.get(request.params.id)) }),
  );
  app.put(
    '/api/admin/customers/:id/notes',
    {
      schema: {
        tags,
        params: customerParams,
        body: customerNotesSchema,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await detail.saveNotes(request.params.id, request.body);
      return { success: true as const, message: CUSTOMER_MESSAGES.notesSaved };
    },
  );

  app.get(
    '/api/admin/segments',
    { schema: { tags, response: { 200: segmentListResponse } } },
    async () => ({ success: true as const, segments: await segments.list() }),
  );
  app.post(
    '/api/admin/segments',
    { schema: { tags, body: segmentCreateSchema, response: { 201: segmentResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, segment: await segments.create(request.body) }),
  );
  app.get(
    '/api/admin/segments/:id/count',
    { schema: { tags, params: segmentParams, response: { 200: segmentCountResponse } } },
    async (request) => ({ success: true as const, count: await segments.count(request.params.id) }),
  );
};
