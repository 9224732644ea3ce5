/**
 * "Notify me" on a sold-out variant (record 040). A signed-in shopper's request is confirmed at
 * once with the account's address; a visitor's waits for the link mailed to it (double opt-in, as
 * the newsletter). Asking again is harmless, and re-arms an alert that was mailed before.
 */
import { STOCK_ALERT_MESSAGES, type StockAlertStatus } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { products, productVariants, stockAlerts, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { confirmationMail, type AlertedVariant } from './mails';
import type { StopTokens } from './stop-tokens';

const newToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type Alert = typeof stockAlerts.$inferSelect;
type AlertChange = Pick<Alert, 'userId' | 'tokenHash' | 'confirmedAt' | 'notifiedAt' | 'dueAt'>;

/**
 * The variant asked for, locked against a restock until this transaction ends: a restock then
 * either comes first (and the request is refused as in stock) or after (and its trigger sees the
 * new alert), so no request falls between the two.
 */
async function lockSoldOut(tx: Tx, productId: string, variantId: string): Promise<AlertedVariant> {
  const [product] = await tx
    .select({ slug: products.slug, title: products.title, options: products.options })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) throw new NotFoundError(STOCK_ALERT_MESSAGES.productNotFound);
  const [variant] = await tx
    .select({
      active: productVariants.active,
      countInStock: productVariants.countInStock,
      optionValues: productVariants.optionValues,
    })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .for('share');
  if (!variant) throw new NotFoundError(STOCK_ALERT_MESSAGES.variantNotFound);
  if (!variant.active) throw new ConflictError(STOCK_ALERT_MESSAGES.notSold);
  if (variant.countInStock > 0) throw new ConflictError(STOCK_ALERT_MESSAGES.inStock);
  return { variantId, optionValues: variant.optionValues, ...product };
}

const findAlert = (tx: Tx, variantId: string, email: string) =>
  tx
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.variantId, variantId),
        sql`lower(${stockAlerts.email}) = ${email.toLowerCase()}`,
      ),
    )
    .then((rows) => rows[0]);

/** Creates or changes the alert of this address; a concurrent first request is changed instead. */
async function saveAlert(tx: Tx, variantId: string, email: string, change: AlertChange) {
  const existing = await findAlert(tx, variantId, email);
  if (!existing) {
    const [created] = await tx
      .insert(stockAlerts)
      .values({ variantId, email, ...change })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (created) return;
  }
  const id = existing?.id ?? (await findAlert(tx, variantId, email))!.id;
  await tx.update(stockAlerts).set(change).where(eq(stockAlerts.id, id));
}

export function createStockAlertRequests({
  db,
  mailer,
  publicUrl,
  stopTokens,
  onDue,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  stopTokens: StopTokens;
  /** A confirmed alert became due at once (its variant was restocked meanwhile). */
  onDue: () => void;
}) {
  return {
    /** One click for a signed-in shopper: their account's address, confirmed at once. */
    async subscribeAccount(
      userId: string,
      productId: string,
      variantId: string,
    ): Promise<StockAlertStatus> {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!user) throw new UnauthorizedError();
      await db.transaction(async (tx) => {
        await lockSoldOut(tx, productId, variantId);
        const existing = await findAlert(tx, variantId, user.email);
        await saveAlert(tx, variantId, user.email, {
          userId,
          tokenHash: null,
          confirmedAt: existing?.confirmedAt ?? new Date(),
          notifiedAt: null,
          dueAt: null,
        });
      });
      return 'subscribed';
    },

    /**
     * A visitor's address: mails a confirmation link, unless the address already waits confirmed
     * (nothing is mailed then). Asking again after the mail came asks for a new confirmation.
     */
    async subscribeVisitor(
      email: string,
      productId: string,
      variantId: string,
    ): Promise<StockAlertStatus> {
      const confirmToken = newToken();
      const status = await db.transaction(async (tx) => {
        const variant = await lockSoldOut(tx, productId, variantId);
        const existing = await findAlert(tx, variantId, email);
        if (existing?.confirmedAt && !existing.notifiedAt) return 'subscribed' as const;
        await saveAlert(tx, variantId, email, {
          userId: existing?.userId ?? null,
          tokenHash: hashOf(confirmToken),
          confirmedAt: null,
          notifiedAt: null,
          dueAt: null,
        });
        await mailer.queue(confirmationMail(email, variant, { publicUrl, confirmToken }), tx);
        return 'confirm-email' as const;
      });
      if (status === 'confirm-email') mailer.kick();
      return status;
    },

    /**
     * The link in the confirmation mail: whether it confirmed an alert. One whose variant came
     * back meanwhile is due at once (the restock's trigger skipped it, unconfirmed).
     */
    async confirm(token: string): Promise<boolean> {
      const due = await db.transaction(async (tx) => {
        const [alert] = await tx
          .select({ id: stockAlerts.id, variantId: stockAlerts.variantId })
          .from(stockAlerts)
          .where(and(eq(stockAlerts.tokenHash, hashOf(token)), isNull(stockAlerts.confirmedAt)));
        if (!alert) return undefined;
        const [variant] = await tx
          .select({ stock: productVariants.countInStock })
          .from(productVariants)
          .where(eq(productVariants.id, alert.variantId))
          .for('share');
        const inStock = (variant?.stock ?? 0) > 0;
        const now = new Date();
        await tx
          .update(stockAlerts)
          .set({ confirmedAt: now, tokenHash: null, dueAt: inStock ? now : null })
          .where(eq(stockAlerts.id, alert.id));
        return inStock;
      });
      if (due) onDue();
      return due !== undefined;
    },

    /** The link in the restock mail: forgets the request. Whether the link is genuine. */
    async stop(token: string): Promise<boolean> {
      const alertId = stopTokens.read(token);
      if (!alertId) return false;
      await db.delete(stockAlerts).where(eq(stockAlerts.id, alertId));
      return true;
    },
  };
}

export type StockAlertRequests = ReturnType<typeof createStockAlertRequests>;
