/** HTTP routes of a customer's data rights, and the owner's list of deleted accounts. */
import {
  accountDeletionsResponse,
  deleteAccountSchema,
  messageResponse,
  textBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrivacyService } from './service';

const tags = ['accounts'];

export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  app.get(
    '/api/users/me/data',
    {
      schema: {
        tags,
        summary:
          'Download my data: profile, addresses, orders, reviews, newsletter, messages (JSON)',
        // A file to keep (an attachment), not an API answer: declared as the JSON text it is.
        response: { 200: textBody('application/json; charset=utf-8') },
      },
    },
    async (request, reply) => {
      const { id } = await app.requireUser(request);
      const data = await privacy.exportData(id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="mindful-marks-my-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/users/me/delete',
    {
      schema: {
        tags,
        summary: 'Delete my account, confirmed by password or a fresh Google sign-in',
        body: deleteAccountSchema,
        response: { 200: messageResponse },
      },
      preHandler: app.limit({ name: 'delete-account', max: 10, timeWindow: '15 minutes' }),
    },
    async (request, reply) => {
      const { id } = await app.requireUser(request);
      const { message } = await privacy.deleteAccount(id, request.body);
      app.clearAuthCookie(reply);
      return { success: true as const, message };
    },
  );

  app.get(
    '/api/admin/account-deletions',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Accounts their customers deleted, newest first (audit list)',
        response: { 200: accountDeletionsResponse },
      },
    },
    async () => ({ success: true as const, deletions: await privacy.listDeletions() }),
  );
};
