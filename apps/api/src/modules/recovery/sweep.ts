/**
 * The reminder sweep (record 065), run each minute on every instance:
 * 1. unpaid checkouts an hour old (the e-mail's latest) are recorded as abandoned;
 * 2. those paid for since (that order, or a later one by the same e-mail) are marked recovered;
 * 3. each due reminder of a consenting checkout is claimed by inserting its (order, step) row and
 *    queued in the same transaction: a row another instance inserted first means skip, so each
 *    mail goes out once. No mail for an e-mail that unsubscribed or a cart with nothing left.
 */
import { PLACED_PAYMENT_STATUSES, ABANDONED_AFTER_MINUTES } from '@shop/shared';
import { createHash } from 'node:crypto';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders } from '../../db/schema';
import { abandonedCheckouts, recoveryMails, recoveryUnsubscribes } from '../../db/schema/recovery';
import type { Mailer } from '../../integrations/mailer';
import { rebuildCart } from './cart';
import { reminderMail } from './mails';
import type { RecoverySettingsStore } from './settings';
import type { RecoveryTokens } from './tokens';

/** Checkouts older than this are history, not abandoned carts (a first sweep on an old shop). */
const LOOK_BACK_DAYS = 30;
const BATCH = 50;

export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export type SweepDeps = {
  db: Db;
  mailer: Mailer;
  settings: RecoverySettingsStore;
  tokens: RecoveryTokens;
  publicUrl: string;
  shopCurrency: string;
  /** Milliseconds in a minute of the schedule (shortened in journeys only). */
  minuteMs: number;
};

const placed = sql.raw(PLACED_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '));

/** Records newly abandoned checkouts; returns how many. */
async function recordAbandoned(db: Db, now: Date, minuteMs: number) {
  const afterMs = ABANDONED_AFTER_MINUTES * minuteMs;
  const cutoff = new Date(now.getTime() - afterMs);
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    insert into abandoned_checkouts (order_id, abandoned_at)
    select o.id, o.created_at + ${afterMs} * interval '1 millisecond'
    from orders o
    where o.payment_status = 'pending' and o.status = 'pending'
      and o.created_at < ${cutoff} and o.created_at > ${since}
      and not exists (
        select 1 from orders l
        where lower(l.receipt_email) = lower(o.receipt_email) and l.created_at > o.created_at)
    on conflict (order_id) do nothing
    returning order_id`);
  return rowsOf(result).length;
}

/**
 * Marks abandoned checkouts paid for since: the first order placed by the e-mail after it. Only
 * checkouts of the last 60 days are looked at: later payments are not the reminders' doing.
 */
async function recordRecovered(db: Db, now: Date) {
  const since = new Date(now.getTime() - 2 * LOOK_BACK_DAYS * 24 * 60 * 60 * 1000);
  await db.execute(sql`
    update abandoned_checkouts a
    set recovered_order_id = p.id, recovered_at = coalesce(p.paid_at, p.created_at),
        stopped_reason = coalesce(a.stopped_reason, 'paid')
    from orders o
    cross join lateral (
      select l.id, l.paid_at, l.created_at from orders l
      where lower(l.receipt_email) = lower(o.receipt_email) and l.created_at >= o.created_at
        and l.payment_status in (${placed})
      order by l.created_at limit 1) p
    where o.id = a.order_id and a.recovered_order_id is null
      and a.abandoned_at > ${since}`);
}

/** Consenting, open checkouts whose reminder `step` is due and not yet sent. */
async function dueReminders(db: Db, step: number, due: Date, now: Date) {
  const earlier =
    step === 1
      ? sql``
      : sql`and exists (select 1 from recovery_mails m where m.order_id = a.order_id
              and m.step = ${step - 1} and m.sent_at < ${now})`;
  const result = await db.execute(sql`
    select a.order_id as "orderId", o.receipt_email as "email"
    from abandoned_checkouts a
    join orders o on o.id = a.order_id
    join recovery_consents c on c.order_id = a.order_id
    where a.recovered_order_id is null and a.stopped_reason is null
      and o.payment_status = 'pending' and o.created_at <= ${due} and a.abandoned_at <= ${now}
      and not exists (select 1 from recovery_mails m where m.order_id = a.order_id and m.step = ${step})
      ${earlier}
    order by a.abandoned_at limit ${BATCH}`);
  return rowsOf<{ orderId: string; email: string }>(result);
}

/** The consent's proof (words, time, IP) is kept 90 days after it was given (Privacy Policy). */
const CONSENT_KEPT_DAYS = 90;

async function forgetOldConsents(db: Db, now: Date) {
  const before = new Date(now.getTime() - CONSENT_KEPT_DAYS * 24 * 60 * 60 * 1000);
  await db.execute(sql`delete from recovery_consents where consented_at < ${before}`);
}

export function createSweep(deps: SweepDeps) {
  const { db, mailer, tokens, publicUrl, minuteMs } = deps;

  const stop = (orderId: string, reason: string) =>
    db
      .update(abandonedCheckouts)
      .set({ stoppedReason: reason })
      .where(and(eq(abandonedCheckouts.orderId, orderId), sql`stopped_reason is null`));

  /** Claims and queues one reminder; false when another instance had it or nothing was sent. */
  async function sendOne(
    orderId: string,
    email: string,
    step: number,
    code: string | null,
    now: Date,
  ) {
    const [unsubscribed] = await db
      .select({ at: recoveryUnsubscribes.unsubscribedAt })
      .from(recoveryUnsubscribes)
      .where(eq(recoveryUnsubscribes.emailHash, emailHash(email)));
    if (unsubscribed) {
      await stop(orderId, 'unsubscribed');
      return false;
    }
    const cart = await rebuildCart(db, orderId, deps.shopCurrency);
    if (!cart || cart.lines.length === 0) {
      await stop(orderId, 'cart_empty');
      return false;
    }
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(recoveryMails)
        .values({ orderId, step, sentAt: now })
        .onConflictDoNothing()
        .returning({ orderId: recoveryMails.orderId });
      if (claimed.length === 0) return false;
      // Paid in the meantime (the order row is the payment's to change): no reminder.
      const [still] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
      if (!still) tx.rollback();
      const links = {
        restoreUrl: `${publicUrl}/api/checkout/restore?token=${tokens.restoreToken(orderId)}`,
        unsubscribeUrl: `${publicUrl}/api/checkout/recovery-unsubscribe?token=${tokens.unsubscribeToken(orderId)}`,
      };
      await mailer.queue(reminderMail(cart, step, links, code), tx);
      return true;
    });
  }

  return {
    /** One pass; answers how many reminders it queued. Safe on every instance at once. */
    async run(now = new Date()): Promise<number> {
      await recordAbandoned(db, now, minuteMs);
      await recordRecovered(db, now);
      await forgetOldConsents(db, now);
      const settings = await deps.settings.read();
      const delays = [settings.firstDelayMinutes, settings.secondDelayMinutes];
      let sent = 0;
      for (const [i, delay] of delays.entries()) {
        const step = i + 1;
        const due = new Date(now.getTime() - delay * minuteMs);
        for (const { orderId, email } of await dueReminders(db, step, due, now)) {
          const queued = await sendOne(orderId, email, step, settings.discountCode, now).catch(
            (err: unknown) => {
              if (isRollback(err)) return false;
              throw err;
            },
          );
          if (queued) sent += 1;
        }
      }
      if (sent > 0) mailer.kick();
      return sent;
    },
  };
}

const isRollback = (err: unknown) => err instanceof TransactionRollbackError;
