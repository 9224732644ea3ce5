/**
 * The gateway's webhook, handed to the module that owns each event: captures to payments, refund
 * outcomes to refunds. Each owner records the event and applies it in one transaction.
 */
import type { PaymentsService } from '../payments';
import type { RefundsService } from '../refunds';
import { parseWebhookEvent } from './event';

type Deps = {
  payments: Pick<PaymentsService, 'applyCaptureEvent'>;
  refunds: Pick<RefundsService, 'applyWebhook'>;
};

export function createWebhooksService({ payments, refunds }: Deps) {
  return {
    /** Throws 400 for an event that names no order, payment or refund (nothing is recorded). */
    async handle(
      eventId: string,
      body: unknown,
    ): Promise<{ handled: boolean; duplicate: boolean }> {
      const event = parseWebhookEvent(body);
      if (event.refund) return refunds.applyWebhook(eventId, event.type, event.refund);
      return payments.applyCaptureEvent(eventId, event.type, event.capture);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
