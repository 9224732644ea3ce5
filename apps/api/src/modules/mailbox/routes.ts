/**
 * /dev/mailbox — outside production, without SMTP, shop mail lands here so a developer can finish
 * a password reset locally. Never registered in production, and answers only this machine: the
 * mail holds reset codes, so anyone else on the network gets the same 404 as for a missing route.
 */
import { devMailboxResponse } from '@shop/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { isLocalRequest } from './loopback';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const linkify = (s: string) =>
  escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Encapsulated (no fastify-plugin): the hook guards only this plugin's routes.
  app.addHook('onRequest', async (request, reply) => {
    if (isLocalRequest(request)) return;
    reply.callNotFound();
    return reply;
  });

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['development'], response: { 200: devMailboxResponse } } },
    async () => {
      const mails = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(50);
      return {
        success: true as const,
        mails: mails.map(({ id, to, subject, text, status, createdAt }) => ({
          id,
          to,
          subject,
          text,
          status,
          createdAt,
        })),
      };
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('en-GB')}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox | Mindful Marks</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#f5efe4;color:#263629}article{background:#fff;border-radius:12px;padding:16px 20px;margin:16px 0}h1{font-family:Georgia,serif}h2{font-size:18px;margin:0}.meta{color:#555;font-size:14px}pre{white-space:pre-wrap;font:15px/1.5 system-ui,sans-serif}a{color:#3f5a4a}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the shop would have sent. Shown only outside production when no SMTP server is configured.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
