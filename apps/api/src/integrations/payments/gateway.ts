/** What checkout needs from a payment provider; Razorpay and the sandbox both follow this. */
export type GatewayOrder = { id: string; amount: number; currency: string };

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'sandbox' | 'unavailable';
  /** Shown to shoppers in messages ('Failed to create Razorpay order.'). */
  readonly displayName: string;
  /** Public key id the browser's checkout needs. */
  readonly keyId: string | null;
  createOrder(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Null when webhooks are not configured. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean | null;
}

export class GatewayError extends Error {}
