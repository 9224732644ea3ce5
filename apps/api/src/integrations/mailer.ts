/**
 * Outgoing mail. Every message is written to the outbox table first, so the request that caused it
 * never waits on or fails because of SMTP; delivery happens after, with retries. Without SMTP_URL
 * the outbox is the mailbox: /dev/mailbox shows it outside production.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
};
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** Draws an attachment when its mail is sent (set by app.ts: the documents live in modules). */
export type AttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment>;

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/**
 * A claimed row is hidden from other senders for this long. A sender that dies mid-run leaves its
 * rows queued with this lease, so another instance (or its own restart) retries them afterwards.
 */
export const LEASE_MINUTES = 5;
/** Stop sending from a claim well before its lease ends, so no row is ever sent by two senders. */
const SEND_BUDGET_MS = (LEASE_MINUTES * 60_000) / 2;

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
  let running: Promise<void> | undefined;
  let again = false;

  /**
   * Takes up to BATCH due rows for this sender in one statement: rows another sender holds locked
   * are skipped, and the lease (a later next_attempt_at) keeps them from every other sender once
   * this statement commits. Works the same on PGlite (one connection) and a PostgreSQL server.
   */
  function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(mins => ${LEASE_MINUTES})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

  async function send(mail: Claimed) {
    try {
      if (transport) {
        const attachments =
          resolveAttachment && mail.attachments.length
            ? await Promise.all(mail.attachments.map((ref) => resolveAttachment!(ref)))
            : [];
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments,
        });
      }
    } catch (err) {
      options.log?.('mail delivery failed', err);
      await db
        .update(mailOutbox)
        .set({
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          // Back off: 1, 4, 9, 16 minutes.
          nextAttemptAt: sql`now() + make_interval(mins => ${mail.attempts * mail.attempts})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.id, mail.id));
  }

  /** Hands back claimed rows this run had no time for: due again at once, the try not counted. */
  async function release(ids: string[]) {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(inArray(mailOutbox.id, ids));
  }

  /** Claims and sends batches until nothing is due (or the claim's time budget runs out). */
  async function deliverDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDue();
      if (claimed.length === 0) return;
      const deadline = Date.now() + SEND_BUDGET_MS;
      for (const [i, mail] of claimed.entries()) {
        if (Date.now() > deadline) return release(claimed.slice(i).map((m) => m.id));
        await send(mail);
      }
    }
  }

  /**
   * Delivers what is due; concurrent calls share one run, which goes round once more when called
   * meanwhile (a mail queued just after the run's last claim is not left for the next minute).
   */
  function deliverPending(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again);
    })()
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
          attachments: message.attachments ?? [],
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
