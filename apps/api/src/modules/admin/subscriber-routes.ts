/** The newsletter's subscribers: the list and the CSV export with proof of consent. */
import { subscribersResponse, textBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminContent } from './content-service';
import { tags } from './route-schema';

export const subscriberRoutes: FastifyPluginAsyncZod<{ content: AdminContent }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/admin/subscribers',
    { schema: { tags, response: { 200: subscribersResponse } } },
    async () => ({ success: true as const, subscribers: await content.listSubscribers() }),
  );
  app.get(
    '/api/admin/subscribers.csv',
    { schema: { tags, response: { 200: textBody('text/csv') } } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(await content.subscribersCsv()),
  );
};
