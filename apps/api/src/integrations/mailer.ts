/**
 * Outgoing mail. Every message is written to the outbox table first, so the request that caused it
 * never waits on or fails because of SMTP; delivery happens after, with retries. Without SMTP_URL
 * the outbox is the mailbox: /dev/mailbox shows it outside production.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html: string };

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** Header values never carry line breaks (no header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log?: (msg: string, err?: unknown) => void },
) {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  let running: Promise<void> | undefined;

  async function deliverBatch(): Promise<void> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, new Date())))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH);
    for (const mail of due) {
      try {
        if (transport) {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        }
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
          .where(eq(mailOutbox.id, mail.id));
      } catch (err) {
        const attempts = mail.attempts + 1;
        options.log?.('mail delivery failed', err);
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            // Back off: 1, 4, 9, 16 minutes.
            nextAttemptAt: sql`now() + make_interval(mins => ${attempts * attempts})`,
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
  }

  /** Delivers what is due; concurrent calls share one run. */
  function deliverPending(): Promise<void> {
    running ??= deliverBatch()
      .catch((err) => options.log?.('mail delivery run failed', err))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

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
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    /** Starts delivery without waiting for it. */
    kick(): void {
      void deliverPending();
    },
    deliverPending,
    /** Waits for a delivery run in progress (on shutdown). */
    async idle(): Promise<void> {
      await running;
    },
    /** Retries due mail every minute until stopped. */
    startWorker(): () => void {
      const timer = setInterval(() => void deliverPending(), 60_000);
      timer.unref();
      return () => clearInterval(timer);
    },
    usesSmtp: Boolean(transport),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
