/**
 * Razorpay through its REST Orders API. A thin client instead of the SDK because the SDK hard-codes
 * its host; the base URL is configurable, so tests run against a local fake.
 */
import { z } from 'zod';
import { GatewayError, type PaymentGateway } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

const orderResponse = z.object({ id: z.string(), amount: z.number(), currency: z.string() });

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
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      isValidPaymentSignature(options.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      options.webhookSecret
        ? isValidWebhookSignature(options.webhookSecret, rawBody, signature)
        : null,
  };
}
