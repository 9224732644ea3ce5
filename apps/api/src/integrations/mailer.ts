/**
 * Outgoing mail. Every message is written to the outbox table first, so the request that caused it
 * never waits on or fails because of SMTP; delivery happens after, with retries (mail-delivery.ts).
 * Without SMTP_URL the outbox is the mailbox: /dev/mailbox shows it outside production.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';
import { createMailDelivery, type AttachmentResolver } from './mail-delivery';

export { LEASE_MINUTES, type AttachmentResolver, type MailAttachment } from './mail-delivery';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
  /** Not sent before this instant (a gift card mailed on the day chosen): the outbox keeps it. */
  notBefore?: Date;
};

/** Header values never carry line breaks (no header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log?: (msg: string, err?: unknown) => void },
) {
  let resolveAttachment: AttachmentResolver | undefined;
  const transport: Transporter | undefined = options.smtpUrl
    ? // Bounded waits: one stuck SMTP server must not hold a claim past its lease.
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const delivery = createMailDelivery(db, {
    transport,
    from: options.from,
    attachmentResolver: () => resolveAttachment,
    log: options.log,
  });

  return {
    /** Queues a message (inside the caller's transaction when given one) and returns its id. */
    async queue(message: MailMessage, tx: Pick<Db, 'insert'> = db): Promise<string> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: oneLine(message.to),
          subject: oneLine(message.subject),
          text: message.text,
          html: message.html,
          attachments: message.attachments ?? [],
          ...(message.notBefore && { nextAttemptAt: message.notBefore }),
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    /** How attachments are drawn when sent; without one, mails go without them. */
    setAttachmentResolver(resolver: AttachmentResolver): void {
      resolveAttachment = resolver;
    },
    /** Draws one attachment (the dev mailbox offers them for download). */
    attachment: (ref: MailAttachmentRef) => resolveAttachment?.(ref),
    /** Starts delivery without waiting for it. */
    kick(): void {
      void delivery.deliverPending();
    },
    deliverPending: delivery.deliverPending,
    /** Waits for a delivery run in progress (on shutdown). */
    idle: delivery.idle,
    /** Retries due mail every minute until stopped. */
    startWorker(): () => void {
      const timer = setInterval(() => void delivery.deliverPending(), 60_000);
      timer.unref();
      return () => clearInterval(timer);
    },
    usesSmtp: Boolean(transport),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
