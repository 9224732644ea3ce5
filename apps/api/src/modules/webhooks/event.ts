/** Razorpay webhook bodies, reshaped into what the shop acts on. */
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors';
import type { CapturedPayment } from '../payments';

/** Events that mean money was captured; both may arrive for one payment. */
const CAPTURE_EVENTS = ['payment.captured', 'order.paid'];

const gatewayId = z.string().trim().min(1).max(100);
const captureBody = z.object({
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: gatewayId,
        order_id: gatewayId.optional(),
        amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
        currency: z.string().trim().min(3).max(3).optional(),
      }),
    }),
    order: z.object({ entity: z.object({ id: gatewayId }) }).optional(),
  }),
});

/** Events that settle a refund (Razorpay sends the refund entity). */
const REFUND_EVENTS = ['refund.processed', 'refund.failed'];
const refundBody = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: gatewayId,
        status: z.string().max(40).optional(),
        error_description: z.string().max(500).nullish(),
      }),
    }),
  }),
});

export type WebhookEvent = {
  type: string;
  capture: (CapturedPayment & { gatewayOrderId: string }) | null;
  refund?: { id: string; failureReason?: string };
};

/** Throws 400 for a capture event without its order or payment id (before anything is recorded). */
export function parseWebhookEvent(body: unknown): WebhookEvent {
  const raw = typeof body === 'object' && body !== null ? (body as { event?: unknown }) : {};
  const type = typeof raw.event === 'string' ? raw.event.slice(0, 100) : 'unknown';
  if (REFUND_EVENTS.includes(type)) {
    const refund = refundBody.safeParse(body).data?.payload.refund.entity;
    if (!refund) throw new BadRequestError('The event has no refund id');
    return {
      type,
      capture: null,
      refund: { id: refund.id, failureReason: refund.error_description ?? undefined },
    };
  }
  if (!CAPTURE_EVENTS.includes(type)) return { type, capture: null };
  const parsed = captureBody.safeParse(body);
  const entity = parsed.data?.payload.payment.entity;
  const gatewayOrderId = entity?.order_id ?? parsed.data?.payload.order?.entity.id;
  if (!entity || !gatewayOrderId) throw new BadRequestError('The event has no order or payment id');
  return {
    type,
    capture: {
      gatewayOrderId,
      gatewayPaymentId: entity.id,
      amountMinor: entity.amount,
      currency: entity.currency?.toUpperCase(),
    },
  };
}
