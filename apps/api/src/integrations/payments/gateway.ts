/** What checkout needs from a payment provider; Razorpay and the sandbox both follow this. */
export type GatewayOrder = { id: string; amount: number; currency: string };

/** A refund as the gateway reports it (Razorpay's refund entity, reduced). */
export type GatewayRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
};

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
  /**
   * Gives money back on a captured payment. The same idempotency key always means the same
   * refund: a retried call never refunds twice. Throws GatewayRefusal when the gateway says no
   * (nothing was refunded), GatewayError when the outcome is unknown (retry with the same key).
   */
  refund(input: {
    paymentId: string;
    amountMinor: number;
    notes: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  /** Null when webhooks are not configured. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean | null;
}

export class GatewayError extends Error {}
/** The gateway answered and refused: the request had no effect. */
export class GatewayRefusal extends GatewayError {}
