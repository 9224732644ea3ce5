/** The shop's contact messages: read them, mark them read or unread. */
import { messagesResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import type { AdminContent } from './content-service';
import { done, ok, tags } from './route-schema';

export const messageRoutes: FastifyPluginAsyncZod<{ content: AdminContent }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/admin/messages',
    { schema: { tags, response: { 200: messagesResponse } } },
    async () => ({ success: true as const, messages: await content.listMessages() }),
  );
  app.post(
    '/api/admin/messages/:id/read',
    {
      schema: {
        tags,
        params: idParams('Message not found'),
        body: z.object({ read: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await content.setMessageRead(request.params.id, request.body.read);
      return ok;
    },
  );
};
