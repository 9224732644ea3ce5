/** Payment routes (spec section 7 /api/payment) plus the webhook and the sandbox checkout. */
import {
  errorResponse,
  gatewayPaymentSchema,
  paymentIntentResponse,
  paymentIntentSchema,
  verifyPaymentResponse,
  verifyPaymentSchema,
  webhookResponse,
} from '@shop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxGateway } from '../../integrations/payments/sandbox';
import { HttpError } from '../../lib/errors';
import { bySession } from '../../plugins/rate-limits';
import type { PaymentsService } from './service';

const tags = ['payments'];

/** The spec's client reads `error` on payment failures; `message` stays for everyone else. */
async function withPaymentErrors<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return reply
      .status(err.statusCode)
      .send({ success: false, message: err.message, error: err.message });
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  sandbox?: SandboxGateway;
}> = async (app, { payments, sandbox }) => {
  // Each checkout holds stock, so one session may start only so many.
  const perUser = app.limit({
    name: 'payment-intent',
    max: 30,
    timeWindow: '15 minutes',
    key: bySession,
  });

  app.post(
    '/api/payment/payment-intent',
    {
      schema: { tags, body: paymentIntentSchema, response: { 200: paymentIntentResponse } },
      preHandler: [perUser],
    },
    async (request, reply) => {
      const { id } = await app.requireUser(request);
      return withPaymentErrors(reply, async () => ({
        success: true as const,
        ...(await payments.createPaymentIntent(id, request.body)),
        error: null,
      }));
    },
  );

  app.post(
    '/api/payment/verify-payment',
    { schema: { tags, body: verifyPaymentSchema, response: { 200: verifyPaymentResponse } } },
    async (request, reply) => {
      const { id } = await app.requireUser(request);
      return withPaymentErrors(reply, async () => ({
        success: true as const,
        ...(await payments.verifyPayment(id, request.body)),
      }));
    },
  );

  // The webhook signature covers the raw bytes, so this scope keeps the body as a string.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/payment/webhook',
      { schema: { tags, response: { 200: webhookResponse, '4xx': errorResponse } } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        const valid =
          typeof signature === 'string' && payments.gateway.verifyWebhookSignature(raw, signature);
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
        const header = request.headers['x-razorpay-event-id'];
        const bodyId = (event as { id?: unknown } | null)?.id;
        const eventId =
          typeof header === 'string' && header
            ? header
            : typeof bodyId === 'string'
              ? bodyId
              : undefined;
        if (!eventId || eventId.length > 200)
          return reply.status(400).send({ success: false, message: 'The event has no id' });
        return { success: true as const, ...(await payments.handleWebhook(eventId, event)) };
      },
    );
  });

  if (!sandbox) return;
  const payBody = z.object({
    order_id: z.string().min(1).max(100),
    method: z.enum(['card', 'upi', 'wallet']),
    card_number: z.string().max(30).optional(),
    vpa: z.string().max(100).optional(),
    wallet: z.string().max(40).optional(),
  });
  app.post(
    '/api/payment/sandbox/pay',
    {
      schema: { tags, body: payBody, response: { 200: gatewayPaymentSchema, 402: errorResponse } },
    },
    async (request, reply) => {
      await app.requireUser(request);
      const { order_id, ...payment } = request.body;
      const result = sandbox.pay(order_id, payment);
      if (!result.ok) return reply.status(402).send({ success: false, message: result.message });
      return {
        razorpay_payment_id: result.paymentId,
        razorpay_order_id: order_id,
        razorpay_signature: result.signature,
      };
    },
  );
};
