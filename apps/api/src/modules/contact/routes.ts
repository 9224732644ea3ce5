/**
 * POST /api/contact/send-message: stores the message, notifies the shop and acknowledges the
 * sender. User text only ever goes into mail bodies (escaped); header values are single-line.
 */
import { contactResponse, contactSchema, SUPPORT } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  const limit = app.limit({ name: 'contact', max: 5, timeWindow: '15 minutes' });

  app.post(
    '/api/contact/send-message',
    {
      schema: { tags: ['contact'], body: contactSchema, response: { 201: contactResponse } },
      preHandler: [limit],
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name, email, subject, message });
        await mailer.queue(
          {
            to: SUPPORT.email,
            ...renderMail({
              subject: `Contact form: ${subject}`,
              heading: `Message from ${name}`,
              paragraphs: [`From: ${name} <${email}>`, `Subject: ${subject}`, message],
            }),
          },
          tx,
        );
        await mailer.queue(
          {
            to: email,
            ...renderMail({
              subject: 'We received your message — Mindful Marks',
              heading: `Thank you, ${name}`,
              paragraphs: [
                'We have your message and will reply within one business day (Monday to Friday).',
                `Your message: “${message}”`,
              ],
            }),
          },
          tx,
        );
      });
      mailer.kick();
      return reply.status(201).send({
        success: true as const,
        message: 'Thank you for your message. We will get back to you soon.',
      });
    },
  );
};
