/** Payment routes (spec section 7 /api/payment) and the sandbox checkout's payment window. */
import {
  checkoutQuoteSchema,
  errorResponse,
  gatewayPaymentSchema,
  paymentIntentResponse,
  paymentIntentSchema,
  quoteResponse,
  verifyPaymentResponse,
  verifyPaymentSchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxGateway } from '../../integrations/payments/sandbox';
import { HttpError } from '../../lib/errors';
import { bySession } from '../../plugins/rate-limits';
import type { Payer, PaymentsService } from './service';

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
  // The cart asks again on every change; a code guessed by the thousand is slowed down.
  const quotes = app.limit({ name: 'checkout-quote', max: 300, timeWindow: '15 minutes' });
  app.post(
    '/api/checkout/quote',
    {
      schema: { tags, body: checkoutQuoteSchema, response: { 200: quoteResponse } },
      preHandler: [quotes],
    },
    async (request) => {
      const user = await app.optionalUser(request);
      return payments.quote(user?.id, request.body);
    },
  );

  // Each checkout holds stock, so one session may start only so many.
  const perUser = app.limit({
    name: 'payment-intent',
    max: 30,
    timeWindow: '15 minutes',
    key: bySession,
  });

  /** The signed-in shopper, else a guest by their order token; neither is 401 as before. */
  async function payerOf(request: FastifyRequest, token: string | undefined): Promise<Payer> {
    const user = token ? await app.optionalUser(request) : await app.requireUser(request);
    return { userId: user?.id, token };
  }

  app.post(
    '/api/payment/payment-intent',
    {
      schema: { tags, body: paymentIntentSchema, response: { 200: paymentIntentResponse } },
      preHandler: [perUser],
    },
    async (request, reply) => {
      // A guest checks out too (issue 27): `receipt_email` names them.
      const user = await app.optionalUser(request);
      return withPaymentErrors(reply, async () => ({
        success: true as const,
        ...(await payments.createPaymentIntent(user?.id, request.body)),
        error: null,
      }));
    },
  );

  app.post(
    '/api/payment/verify-payment',
    { schema: { tags, body: verifyPaymentSchema, response: { 200: verifyPaymentResponse } } },
    async (request, reply) => {
      const payer = await payerOf(request, request.body.orderToken);
      return withPaymentErrors(reply, async () => ({
        success: true as const,
        ...(await payments.verifyPayment(payer, request.body)),
      }));
    },
  );

  if (!sandbox) return;
  const payBody = z.object({
    order_id: z.string().min(1).max(100),
    method: z.enum(['card', 'upi', 'wallet']),
    order_token: z.string().max(200).optional(),
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
      const { order_id, order_token, ...payment } = request.body;
      const payer = await payerOf(request, order_token);
      const result = await payments.sandboxPay(sandbox, payer, order_id, payment);
      if (!result.ok) return reply.status(402).send({ success: false, message: result.message });
      return {
        razorpay_payment_id: result.paymentId,
        razorpay_order_id: order_id,
        razorpay_signature: result.signature,
      };
    },
  );
};
