/**
 * /dev/mailbox — outside production, without SMTP, shop mail lands here so a developer can finish
 * a password reset locally. Never registered in production, and answers only this machine: the
 * mail holds reset codes, so anyone else on the network gets the same 404 as for a missing route.
 */
import { devMailboxResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalRequest } from './loopback';
import { renderMailboxPage } from './page';
import type { MailboxService } from './service';

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (
  app,
  { mailbox },
) => {
  // Encapsulated (no fastify-plugin): the hook guards only this plugin's routes.
  app.addHook('onRequest', async (request, reply) => {
    if (isLocalRequest(request)) return;
    reply.callNotFound();
    return reply;
  });

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['development'], response: { 200: devMailboxResponse } } },
    async () => ({ success: true as const, mails: await mailbox.listLatest() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(await mailbox.listLatest())),
  );
};
