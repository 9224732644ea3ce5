/**
 * Delivery from the mail outbox: claims due rows, sends them, records the outcome with retries.
 * Safe when every instance delivers at once: a claimed row is leased to one sender.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox, type MailAttachmentRef } from '../db/schema';
import { coalescedRun } from '../lib/coalesced-run';

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

export type DeliveryOptions = {
  /** Without a transport (no SMTP_URL) a sent mail is only marked sent: the outbox is the mailbox. */
  transport?: Transporter;
  from: string;
  attachmentResolver: () => AttachmentResolver | undefined;
  log?: (msg: string, err?: unknown) => void;
};

/**
 * Takes up to BATCH due rows for this sender in one statement: rows another sender holds locked
 * are skipped, and the lease (a later next_attempt_at) keeps them from every other sender once
 * this statement commits. Works the same on PGlite (one connection) and a PostgreSQL server.
 */
function claimDue(db: Db) {
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

async function send(db: Db, options: DeliveryOptions, mail: Claimed) {
  const { transport } = options;
  try {
    if (transport) {
      const resolve = options.attachmentResolver();
      const attachments =
        resolve && mail.attachments.length ? await Promise.all(mail.attachments.map(resolve)) : [];
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
async function release(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, ids));
}

/** Claims and sends batches until nothing is due (or the claim's time budget runs out). */
async function deliverDue(db: Db, options: DeliveryOptions): Promise<void> {
  for (;;) {
    const claimed = await claimDue(db);
    if (claimed.length === 0) return;
    const deadline = Date.now() + SEND_BUDGET_MS;
    for (const [i, mail] of claimed.entries()) {
      if (Date.now() > deadline)
        return release(
          db,
          claimed.slice(i).map((m) => m.id),
        );
      await send(db, options, mail);
    }
  }
}

/**
 * One sender per process. `deliverPending` delivers what is due; concurrent calls share one run,
 * which goes round once more when called meanwhile (a mail queued just after the run's last
 * claim is not left for the next minute).
 */
export function createMailDelivery(db: Db, options: DeliveryOptions) {
  const { run: deliverPending, idle } = coalescedRun(
    () => deliverDue(db, options),
    (err) => options.log?.('mail delivery run failed', err),
  );

  return {
    deliverPending,
    /** Waits for a delivery run in progress (on shutdown). */
    idle,
  };
}
