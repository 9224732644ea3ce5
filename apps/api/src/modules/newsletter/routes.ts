/**
 * Newsletter with double opt-in (issue 17): signing up mails a confirmation link; only a confirmed
 * address gets letters or appears in the export. The time, source and IP of the consent, of its
 * confirmation and of unsubscribing are kept as proof.
 */
import { newsletterSchema, NEWSLETTER_MESSAGES, subscribeResponse, textBody } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${title} | Mindful Marks</title><style>body{font-family:Georgia,serif;background:#f5efe4;color:#263629;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fffdf8;padding:32px;border-radius:12px;max-width:420px;text-align:center}a{color:#3f5a4a}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;

const newToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

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
        summary: 'Sign up: mails a confirmation link (double opt-in)',
        body: newsletterSchema,
        response: { 200: subscribeResponse },
      },
      preHandler: [limit],
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const [existing] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
      if (existing && existing.confirmedAt && !existing.unsubscribedAt)
        return { success: true as const, message: NEWSLETTER_MESSAGES.alreadySubscribed };
      // A new sign-up, one not yet confirmed, or one after unsubscribing: a fresh consent to prove.
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const consent = {
        subscribedAt: new Date(),
        unsubscribedAt: null,
        unsubscribeIp: null,
        confirmedAt: null,
        confirmIp: null,
        confirmTokenHash: hashOf(confirmToken),
        unsubscribeToken,
        consentSource: request.body.source,
        consentIp: request.ip,
      };
      await db.transaction(async (tx) => {
        if (existing) {
          await tx
            .update(newsletterSubscribers)
            .set(consent)
            .where(eq(newsletterSubscribers.id, existing.id));
        } else {
          await tx
            .insert(newsletterSubscribers)
            .values({ email, ...consent })
            .onConflictDoNothing();
        }
        await mailer.queue(
          {
            to: email,
            ...renderMail({
              subject: 'Please confirm your Mindful Marks subscription',
              heading: 'One click to confirm',
              paragraphs: [
                'Someone, we hope you, asked for our letters at this address: new journals and trackers, gentle routines and subscriber-only offers, once or twice a month.',
                'Confirm with the button below. If it was not you, ignore this e-mail: without a click you will receive nothing.',
              ],
              action: {
                label: 'Confirm my subscription',
                url: `${publicUrl}/api/newsletter/confirm?token=${confirmToken}`,
              },
              footer: `Changed your mind later? Unsubscribe: ${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
            }),
          },
          tx,
        );
      });
      mailer.kick();
      return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  const tokenQuery = z.object({ token: z.string().min(1).max(100) });
  const htmlPage = { 200: textBody('text/html'), 404: textBody('text/html') };

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
      const [confirmed] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: new Date(), confirmIp: request.ip, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hashOf(request.query.token)),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!confirmed)
        return reply
          .status(404)
          .send(
            page(
              'Link not recognised',
              'This confirmation link is not valid or was already used. If you are not subscribed yet, sign up again from the shop.',
            ),
          );
      return reply.send(
        page(
          'You are subscribed',
          'Thank you for confirming. Our next letter will find you; every letter has a link to unsubscribe.',
        ),
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
      const updated = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date(), unsubscribeIp: request.ip, confirmTokenHash: null })
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
