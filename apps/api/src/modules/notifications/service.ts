/**
 * The notifications outbox (issue 27): each message to a shopper is recorded once per channel, in
 * the caller's transaction, and handed to that channel's adapter.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Notification, NotificationAdapter } from './adapters';

export type NotificationMessage = {
  orderId: string | null;
  kind: Notification['kind'];
  subject: string;
  body: string;
  link?: string;
  email: string;
  /** The shopper's phone, for the phone channels (the sandbox today). */
  phone?: string;
};

export function createNotifications(adapters: NotificationAdapter[]) {
  const recipientFor = (adapter: NotificationAdapter, m: NotificationMessage) =>
    adapter.channel === 'mail' ? m.email : m.phone;

  return {
    /** Records and hands on the message by every channel that can reach the shopper. */
    async notify(tx: Tx, message: NotificationMessage): Promise<void> {
      for (const adapter of adapters) {
        const recipient = recipientFor(adapter, message);
        if (!recipient) continue;
        const [row] = await tx
          .insert(notifications)
          .values({
            orderId: message.orderId,
            kind: message.kind,
            channel: adapter.channel,
            recipient,
            subject: message.subject,
            body: message.body,
            link: message.link ?? null,
          })
          .returning();
        const outcome = await adapter.send(row!, tx);
        if (outcome === 'sent')
          await tx
            .update(notifications)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(notifications.id, row!.id));
      }
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
