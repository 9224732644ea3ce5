/**
 * The shopper's side of cart reminders (record 065): the consent the checkout posts, and the two
 * links a reminder carries. The restore link rebuilds the cart into a short-lived cookie the cart
 * page reads (as the pending cart is adopted) and sends the shopper to /cart; a forged or expired
 * link gets a small page with a 400, never an error.
 */
import {
  okResponse,
  recoveryConsentSchema,
  RESTORED_CART_COOKIE,
  textBody,
  type RestoredCart,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { renderMessagePage, sendMessagePage } from '../../lib/message-page';
import type { Recovery } from './service';

const tokenQuery = z.object({ token: z.string().min(1).max(300) });
const tags = ['checkout'];
/** An hour: the cart page reads it on the next load. */
const COOKIE_MAX_AGE_S = 60 * 60;

/** Browsers drop a cookie over 4 KB: past this, fewer changes are told, then fewer lines kept. */
const COOKIE_VALUE_MAX = 3_800;

function restoredCookie(cart: RestoredCart) {
  const encode = (c: RestoredCart) => encodeURIComponent(JSON.stringify(c));
  let kept = { ...cart, changes: cart.changes.slice(0, 8) };
  while (encode(kept).length > COOKIE_VALUE_MAX && kept.changes.length > 0)
    kept = { ...kept, changes: kept.changes.slice(0, -1) };
  while (encode(kept).length > COOKIE_VALUE_MAX && kept.lines.length > 1)
    kept = { ...kept, lines: kept.lines.slice(0, -1) };
  return `${RESTORED_CART_COOKIE}=${encode(kept)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const PAGES = {
  nothingLeft: {
    title: 'Nothing left to restore',
    text: 'Everything that was in this cart has sold out or is no longer sold. Have a look at what is new in the shop.',
  },
  unsubscribed: {
    title: 'No more reminders',
    text: 'You will get no more reminders about carts at this address.',
  },
  unknownUnsubscribe: {
    title: 'Link not recognised',
    text: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.',
  },
};

export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: Recovery }> = async (
  app,
  { recovery },
) => {
  app.post(
    '/api/checkout/recovery-consent',
    {
      schema: {
        tags,
        summary: 'The checkout’s “e-mail me a reminder” box, for the order its intent made',
        body: recoveryConsentSchema,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await recovery.consent(request.body.orderId, request.body.orderToken, request.ip);
      return { success: true as const, message: 'Reminder noted' };
    },
  );

  app.get(
    '/api/checkout/restore',
    {
      schema: {
        tags,
        summary: 'The reminder’s link: rebuilds the cart and sends the shopper to /cart (a page)',
        querystring: tokenQuery,
        response: {
          200: textBody('text/html'),
          302: textBody('text/html'),
          400: textBody('text/html'),
        },
      },
    },
    async (request, reply) => {
      try {
        const cart = await recovery.restore(request.query.token);
        if (cart.lines.length === 0)
          return reply
            .status(200)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(renderMessagePage(PAGES.nothingLeft));
        return reply
          .header('set-cookie', restoredCookie(cart))
          .header('cache-control', 'no-store')
          .redirect('/cart?restored=1', 302);
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderMessagePage({
              title: 'This link does not work',
              text: `${err.message}. Your cart may still be in the shop: open it from the cart icon.`,
            }),
          );
      }
    },
  );

  app.get(
    '/api/checkout/recovery-unsubscribe',
    {
      schema: {
        tags,
        summary: 'The reminder’s one-click unsubscribe link (a page, not JSON)',
        querystring: tokenQuery,
        response: { 200: textBody('text/html'), 404: textBody('text/html') },
      },
    },
    async (request, reply) =>
      sendMessagePage(
        reply,
        await recovery.unsubscribe(request.query.token),
        PAGES.unsubscribed,
        PAGES.unknownUnsubscribe,
      ),
  );
};
