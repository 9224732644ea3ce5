/** POST /api/payment/webhook: the gateway's signed events, checked on the raw bytes. */
import { errorResponse, webhookResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { WebhooksService } from './service';

/** The event's id: Razorpay's header, else the body's `id`; undefined when neither is usable. */
function eventIdOf(header: unknown, event: unknown): string | undefined {
  const bodyId = (event as { id?: unknown } | null)?.id;
  const id = typeof header === 'string' && header ? header : bodyId;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
}

export const webhooksRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  webhooks: WebhooksService;
}> = async (app, { gateway, webhooks }) => {
  // The signature covers the raw bytes, so this scope keeps the body as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/payment/webhook',
    { schema: { tags: ['payments'], response: { 200: webhookResponse, '4xx': errorResponse } } },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-razorpay-signature'];
      const valid = typeof signature === 'string' && gateway.verifyWebhookSignature(raw, signature);
      if (valid === null)
        return reply.status(404).send({ success: false, message: 'Webhooks are not configured' });
      if (!valid)
        return reply.status(400).send({ success: false, message: 'Invalid webhook signature' });
      let event: unknown;
      try {
        event = JSON.parse(raw);
      } catch {
        return reply.status(400).send({ success: false, message: 'The body is not JSON' });
      }
      const eventId = eventIdOf(request.headers['x-razorpay-event-id'], event);
      if (!eventId)
        return reply.status(400).send({ success: false, message: 'The event has no id' });
      return { success: true as const, ...(await webhooks.handle(eventId, event)) };
    },
  );
};
