/**
 * Back-in-stock routes: "Notify me" (JSON), the two links its mails carry (small HTML pages) and
 * the owner's waiting counts.
 */
import {
  notifyMeResponse,
  notifyMeSchema,
  STOCK_ALERT_MESSAGES,
  stockAlertCountsResponse,
  textBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors';
import { uuidParam } from '../../lib/ids';
import { sendMessagePage, type MessagePage } from '../../lib/message-page';
import type { StockAlerts } from './alerts';

const params = z.object({
  productId: uuidParam(STOCK_ALERT_MESSAGES.productNotFound),
  variantId: uuidParam(STOCK_ALERT_MESSAGES.variantNotFound),
});
const tokenQuery = z.object({ token: z.string().min(1).max(200) });
const htmlPage = { 200: textBody('text/html'), 404: textBody('text/html') };

const PAGES = {
  confirmed: {
    title: "You're on the list",
    text: "We'll e-mail you once, when it is back in stock. Each mail has a link to stop it.",
  },
  unknownConfirmLink: {
    title: 'Link not recognised',
    text: 'This confirmation link is not valid or was already used. Ask again from the product page if you still want to hear.',
  },
  stopped: {
    title: 'Request removed',
    text: 'We have forgotten this request and will not write about it again.',
  },
  unknownStopLink: {
    title: 'Link not recognised',
    text: 'This link is not valid. If you still receive our mails, reply to one and we will remove you.',
  },
} satisfies Record<string, MessagePage>;

export const stockAlertsRoutes: FastifyPluginAsyncZod<{ stockAlerts: StockAlerts }> = async (
  app,
  { stockAlerts },
) => {
  const limit = app.limit({ name: 'notify-me', max: 10, timeWindow: '15 minutes' });

  app.post(
    '/api/products/:productId/variants/:variantId/notify-me',
    {
      schema: {
        tags: ['stock alerts'],
        summary:
          'Notify me when a sold-out variant is back: signed in, at once; a visitor gives { email } and confirms by mail',
        params,
        body: notifyMeSchema,
        response: { 200: notifyMeResponse },
      },
      preHandler: [limit],
    },
    async (request) => {
      const { productId, variantId } = request.params;
      const user = await app.optionalUser(request);
      const { email } = request.body;
      if (!user && !email)
        throw new BadRequestError(STOCK_ALERT_MESSAGES.invalidEmail, {
          email: STOCK_ALERT_MESSAGES.invalidEmail,
        });
      const status = user
        ? await stockAlerts.subscribeAccount(user.id, productId, variantId)
        : await stockAlerts.subscribeVisitor(email!, productId, variantId);
      const message =
        status === 'subscribed'
          ? STOCK_ALERT_MESSAGES.subscribed
          : STOCK_ALERT_MESSAGES.confirmEmail;
      return { success: true as const, status, message };
    },
  );

  /** A link from a mail: a page, not JSON, saying what the link did (or that it is unknown). */
  const mailLink = (
    url: string,
    summary: string,
    follow: (token: string) => Promise<boolean>,
    done: MessagePage,
    unknown: MessagePage,
  ) =>
    app.get(
      url,
      {
        schema: { tags: ['stock alerts'], summary, querystring: tokenQuery, response: htmlPage },
      },
      async (request, reply) =>
        sendMessagePage(reply, await follow(request.query.token), done, unknown),
    );

  mailLink(
    '/api/stock-alerts/confirm',
    'The link in the confirmation mail (a page, not JSON)',
    stockAlerts.confirm,
    PAGES.confirmed,
    PAGES.unknownConfirmLink,
  );
  mailLink(
    '/api/stock-alerts/stop',
    'The link in the restock mail: forgets the request (a page, not JSON)',
    stockAlerts.stop,
    PAGES.stopped,
    PAGES.unknownStopLink,
  );

  app.get(
    '/api/admin/stock-alerts',
    {
      schema: {
        tags: ['stock alerts'],
        summary: 'Variants shoppers wait for, with how many wait, most recently asked first',
        response: { 200: stockAlertCountsResponse },
      },
      onRequest: app.requireOwner,
    },
    async () => ({ success: true as const, variants: await stockAlerts.waitingCounts() }),
  );
};
