/** The owner's letters to the newsletter (record 062): owner only, recorded in the activity log. */
import {
  NEWSLETTER_LETTER_MESSAGES,
  newsletterLetterSchema,
  newsletterSentResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterLetters } from './letters';

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ letters: NewsletterLetters }> = async (
  app,
  { letters },
) => {
  app.addHook('onRequest', app.requireOwner);
  app.post(
    '/api/admin/newsletter/letters',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a letter to the subscribers, or to a segment’s subscribed members',
        body: newsletterLetterSchema,
        response: { 200: newsletterSentResponse },
      },
    },
    async (request) => {
      const recipients = await letters.send(request.body);
      return {
        success: true as const,
        recipients,
        message: NEWSLETTER_LETTER_MESSAGES.sent(recipients),
      };
    },
  );
};
