/**
 * Channels a shopper's notification can go out by. An adapter hands one notification on; it runs
 * inside the transaction that caused it, so it may only write (the mail adapter writes to the mail
 * outbox, which delivers with retries). An adapter that calls a network service (an SMS or
 * WhatsApp provider) must not send from here: it answers 'queued' and a delivery run, not built
 * yet, sends what stays queued.
 */
import type { Tx } from '../../db/client';
import type { notifications } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

export type Notification = typeof notifications.$inferSelect;
export type NotificationChannel = Notification['channel'];

export interface NotificationAdapter {
  readonly channel: NotificationChannel;
  /** 'sent' once handed on for good; 'queued' for a later delivery run. */
  send(notification: Notification, tx: Tx): Promise<'sent' | 'queued'>;
}

const ACTION_LABELS: Record<Notification['kind'], string> = {
  cod_placed: 'Confirm your order',
  cod_confirmed: 'View your order',
  shipped: 'Track your order',
  out_for_delivery: 'Track your order',
  cod_cancelled: 'View your order',
};

/** Mail, through the shop's mail outbox and layout. */
export function createMailAdapter(mailer: Pick<Mailer, 'queue'>): NotificationAdapter {
  return {
    channel: 'mail',
    async send(n, tx) {
      const mail = renderMail({
        subject: n.subject,
        heading: n.subject,
        paragraphs: n.body.split('\n\n'),
        action: n.link ? { label: ACTION_LABELS[n.kind], url: n.link } : undefined,
      });
      await mailer.queue({ to: n.recipient, ...mail }, tx);
      return 'sent';
    },
  };
}

/**
 * Development's stand-in for a phone channel: the row itself is the message, and the dev mailbox
 * lists it beside the mail, so a developer sees what an SMS would have said.
 */
export function createSandboxAdapter(): NotificationAdapter {
  return { channel: 'sandbox', send: async () => 'sent' };
}
