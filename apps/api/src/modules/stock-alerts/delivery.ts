/**
 * Mails due back-in-stock alerts (record 040). A restock marks alerts due (trigger, migration
 * 0022); every instance runs this. A batch is claimed with FOR UPDATE SKIP LOCKED and marked
 * notified in the transaction that queues its mails (the outbox is a table): two instances never
 * claim one alert, and a process that dies mid-batch leaves it due, never mailed twice.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, stockAlerts } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { restockMail } from './mails';
import type { StopTokens } from './stop-tokens';
import { coalescedRun } from '../../lib/coalesced-run';

const BATCH = 50;
/** The safety net: stock changes kick the worker at once (the catalogue's cache bus). */
const POLL_MS = 30_000;

type Deps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  stopTokens: StopTokens;
  log?: (message: string, err: unknown) => void;
  /** Alerts claimed per transaction (tests make it small to sharpen the race). */
  batch?: number;
};

/**
 * Claims up to a batch of due alerts whose variant is on sale with stock now, and queues one mail each.
 * Due alerts of a variant sold out again (or taken off sale) before this ran stay due: they are
 * mailed once it is back. Returns how many were mailed.
 */
async function mailBatch(deps: Deps): Promise<number> {
  const { db, mailer, publicUrl, stopTokens, batch = BATCH } = deps;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          isNotNull(stockAlerts.dueAt),
          isNull(stockAlerts.notifiedAt),
          gt(productVariants.countInStock, 0),
          eq(productVariants.active, true),
          eq(products.active, true),
        ),
      )
      .orderBy(asc(stockAlerts.dueAt))
      .limit(batch)
      .for('update', { of: stockAlerts, skipLocked: true });
    const claimed = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()`, dueAt: null })
      .where(and(inArray(stockAlerts.id, due), isNull(stockAlerts.notifiedAt)))
      .returning({
        id: stockAlerts.id,
        email: stockAlerts.email,
        variantId: stockAlerts.variantId,
      });
    if (claimed.length === 0) return 0;
    const variants = await tx
      .select({
        variantId: productVariants.id,
        optionValues: productVariants.optionValues,
        slug: products.slug,
        title: products.title,
        options: products.options,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, [...new Set(claimed.map((a) => a.variantId))]));
    const byId = new Map(variants.map((v) => [v.variantId, v]));
    for (const alert of claimed) {
      const links = { publicUrl, stopToken: stopTokens.issue(alert.id) };
      await mailer.queue(restockMail(alert.email, byId.get(alert.variantId)!, links), tx);
    }
    return claimed.length;
  });
}

/**
 * One run per process at a time; a kick during a run makes it go round once more, so a restock
 * committed just after a run's last claim is not left for the next poll.
 */
export function createAlertDelivery(deps: Deps) {
  const { run: deliverDue, idle } = coalescedRun(
    async () => {
      let mailed = 0;
      let claimed: number;
      do {
        claimed = await mailBatch(deps);
        mailed += claimed;
      } while (claimed === (deps.batch ?? BATCH));
      if (mailed > 0) deps.mailer.kick();
    },
    (err) => deps.log?.('back-in-stock alerts failed', err),
  );

  return {
    deliverDue,
    /** One batch, in one transaction, outside the run: how many were mailed. */
    mailDue: () => mailBatch(deps),
    /** Starts a run without waiting for it. */
    kick: () => void deliverDue(),
    /** Waits for a run in progress (on shutdown, in tests). */
    idle,
    /** Mails due alerts every POLL_MS until stopped. */
    startWorker(): () => void {
      const timer = setInterval(() => void deliverDue(), POLL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;
