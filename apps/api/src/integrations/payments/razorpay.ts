/**
 * Razorpay through its REST Orders API. A thin client instead of the SDK because the SDK hard-codes
 * its host; the base URL is configurable, so tests run against a local fake.
 */
import { z } from 'zod';
import { GatewayError, GatewayRefusal, type PaymentGateway } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

const orderResponse = z.object({ id: z.string(), amount: z.number(), currency: z.string() });
const refundResponse = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
});

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
};

export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  /** POSTs to Razorpay; a 4xx is a refusal (its error description), anything else unknown. */
  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, options.apiUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay could not be reached: ${(err as Error).message}`);
    }
    const answer: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const description = (answer as { error?: { description?: string } }).error?.description;
      const message = description ?? `Razorpay answered ${response.status}`;
      throw response.status >= 400 && response.status < 500
        ? new GatewayRefusal(message)
        : new GatewayError(message);
    }
    return answer;
  }

  return {
    kind: 'razorpay',
    displayName: 'Razorpay',
    keyId: options.keyId,
    async createOrder({ amountMinor, currency, receipt, notes }) {
      let response: Response;
      try {
        response = await fetchImpl(new URL('/v1/orders', options.apiUrl), {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountMinor, currency, receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new GatewayError(`Razorpay could not be reached: ${(err as Error).message}`);
      }
      const body: unknown = await response.json().catch(() => ({}));
      if (!response.ok) {
        const description = (body as { error?: { description?: string } }).error?.description;
        throw new GatewayError(description ?? `Razorpay answered ${response.status}`);
      }
      const parsed = orderResponse.safeParse(body);
      if (!parsed.success) throw new GatewayError('Razorpay sent an unexpected order');
      return parsed.data;
    },
    async refund({ paymentId, amountMinor, notes, idempotencyKey }) {
      // Refunds API: normal speed; the idempotency header makes a retried request the same refund.
      const answer = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountMinor, speed: 'normal', notes, receipt: idempotencyKey.slice(0, 40) },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      const parsed = refundResponse.safeParse(answer);
      if (!parsed.success) throw new GatewayError('Razorpay sent an unexpected refund');
      const { id, payment_id, amount, status } = parsed.data;
      return { id, paymentId: payment_id, amount, status };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      isValidPaymentSignature(options.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      options.webhookSecret
        ? isValidWebhookSignature(options.webhookSecret, rawBody, signature)
        : null,
  };
}
