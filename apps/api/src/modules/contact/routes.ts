/** POST /api/contact/send-message: the contact form (spec section 7). */
import { contactResponse, contactSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  const limit = app.limit({ name: 'contact', max: 5, timeWindow: '15 minutes' });

  app.post(
    '/api/contact/send-message',
    {
      schema: { tags: ['contact'], body: contactSchema, response: { 201: contactResponse } },
      preHandler: [limit],
    },
    async (request, reply) => {
      await contact.sendMessage(request.body);
      return reply.status(201).send({
        success: true as const,
        message: 'Thank you for your message. We will get back to you soon.',
      });
    },
  );
};
