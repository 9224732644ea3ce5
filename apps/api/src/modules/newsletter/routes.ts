/** Newsletter routes: the sign-up (JSON) and the two links its mails carry (small HTML pages). */
import { newsletterSchema, NEWSLETTER_MESSAGES, subscribeResponse, textBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMessagePage as sendPage } from '../../lib/message-page';
import { NEWSLETTER_PAGES } from './page';
import type { NewsletterService } from './service';

const tokenQuery = z.object({ token: z.string().min(1).max(100) });
const htmlPage = { 200: textBody('text/html'), 404: textBody('text/html') };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  const limit = app.limit({ name: 'newsletter', max: 10, timeWindow: '15 minutes' });

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up: mails a confirmation link (double opt-in)',
        body: newsletterSchema,
        response: { 200: subscribeResponse },
      },
      preHandler: [limit],
    },
    async (request) => {
      const outcome = await newsletter.subscribe({ ...request.body, ip: request.ip });
      return {
        success: true as const,
        message:
          outcome === 'already'
            ? NEWSLETTER_MESSAGES.alreadySubscribed
            : NEWSLETTER_MESSAGES.subscribed,
      };
    },
  );

  app.get(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The link in the sign-up mail: confirms the subscription (a page, not JSON)',
        querystring: tokenQuery,
        response: htmlPage,
      },
    },
    async (request, reply) => {
      const confirmed = await newsletter.confirm(request.query.token, request.ip);
      return sendPage(
        reply,
        confirmed,
        NEWSLETTER_PAGES.confirmed,
        NEWSLETTER_PAGES.unknownConfirmLink,
      );
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The link in every letter: unsubscribes (a page, not JSON)',
        querystring: tokenQuery,
        response: htmlPage,
      },
    },
    async (request, reply) => {
      const known = await newsletter.unsubscribe(request.query.token, request.ip);
      return sendPage(
        reply,
        known,
        NEWSLETTER_PAGES.unsubscribed,
        NEWSLETTER_PAGES.unknownUnsubscribeLink,
      );
    },
  );
};
