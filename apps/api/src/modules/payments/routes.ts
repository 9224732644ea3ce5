/** Payment routes (spec section 7 /api/payment) and the sandbox checkout's payment window. */
import {
  errorResponse,
  gatewayPaymentSchema,
  paymentIntentResponse,
  paymentIntentSchema,
  verifyPaymentResponse,
  verifyPaymentSchema,
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
      const { id } = await app.requireUser(request);
      const { order_id, ...payment } = request.body;
      const result = await payments.sandboxPay(sandbox, id, order_id, payment);
      if (!result.ok) return reply.status(402).send({ success: false, message: result.message });
      return {
        razorpay_payment_id: result.paymentId,
        razorpay_order_id: order_id,
        razorpay_signature: result.signature,
      };
    },
  );
};
