/** Newsletter: subscribe once (again is a friendly success), confirm by mail, unsubscribe by link. */
import { newsletterSchema, NEWSLETTER_MESSAGES, subscribeResponse, textBody } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | Mindful Marks</title><style>body{font-family:Georgia,serif;background:#f5efe4;color:#263629;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fffdf8;padding:32px;border-radius:12px;max-width:420px;text-align:center}a{color:#3f5a4a}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;

export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, mailer, publicUrl }) => {
  const limit = app.limit({ name: 'newsletter', max: 10, timeWindow: '15 minutes' });

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterSchema,
        response: { 200: subscribeResponse },
      },
      preHandler: [limit],
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const token = randomBytes(24).toString('base64url');
      const [existing] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
      if (existing && !existing.unsubscribedAt)
        return { success: true as const, message: 'You are already subscribed. Thank you!' };
      await db.transaction(async (tx) => {
        if (existing) {
          await tx
            .update(newsletterSubscribers)
            .set({ unsubscribedAt: null, subscribedAt: new Date(), unsubscribeToken: token })
            .where(eq(newsletterSubscribers.id, existing.id));
        } else {
          await tx
            .insert(newsletterSubscribers)
            .values({ email, unsubscribeToken: token })
            .onConflictDoNothing();
        }
        await mailer.queue(
          {
            to: email,
            ...renderMail({
              subject: 'You are subscribed to Mindful Marks',
              heading: 'Welcome to our letters',
              paragraphs: [
                'Once or twice a month: new journals and trackers, gentle routines and subscriber-only offers.',
              ],
              action: { label: 'Browse the shop', url: `${publicUrl}/products` },
              footer: `Not for you? Unsubscribe: ${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
            }),
          },
          tx,
        );
      });
      mailer.kick();
      return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        querystring: z.object({ token: z.string().min(1).max(100) }),
        // The link in every letter: it answers a page, not JSON.
        response: { 200: textBody('text/html'), 404: textBody('text/html') },
      },
    },
    async (request, reply) => {
      const updated = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(newsletterSubscribers.unsubscribeToken, request.query.token),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      const [known] = updated.length
        ? updated
        : await db
            .select({ id: newsletterSubscribers.id })
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.unsubscribeToken, request.query.token));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!known)
        return reply
          .status(404)
          .send(
            page(
              'Link not recognised',
              'This unsubscribe link is not valid. If you still receive our letters, reply to one and we will remove you.',
            ),
          );
      return reply.send(
        page(
          'You are unsubscribed',
          'You will not receive our newsletter any more. You can subscribe again at any time from the shop.',
        ),
      );
    },
  );
};
