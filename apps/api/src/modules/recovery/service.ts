/**
 * Abandoned-checkout recovery (issue 30, record 065): the shopper's consent at checkout, the sweep
 * that mails reminders, the mailed links (restore the cart, unsubscribe) and the owner's view.
 */
import {
  RECOVERY_CONSENT_WORDING,
  RECOVERY_MESSAGES,
  type CurrencyCode,
  type RestoredCart,
  type RecoverySettings,
} from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import {
  abandonedCheckouts,
  recoveryConsents,
  recoveryUnsubscribes,
} from '../../db/schema/recovery';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { OrderAccess } from '../orders';
import { rebuildCart } from './cart';
import { periodOf, readAbandoned } from './report';
import { createRecoverySettings } from './settings';
import { createSweep, emailHash } from './sweep';
import { createRecoveryTokens } from './tokens';

export type RecoveryDeps = {
  db: Db;
  mailer: Mailer;
  access: OrderAccess;
  serverSecret: string;
  publicUrl: string;
  shopCurrency: CurrencyCode;
  shopTimeZone: string;
  minuteMs: number;
};

export function createRecovery(deps: RecoveryDeps) {
  const { db, access, shopCurrency } = deps;
  const tokens = createRecoveryTokens(deps.serverSecret);
  const settings = createRecoverySettings(db);
  const sweep = createSweep({ ...deps, settings, tokens });

  return {
    tokens,
    sweep: (now?: Date) => sweep.run(now),
    readSettings: () => settings.read(),
    saveSettings: (s: RecoverySettings) => settings.save(s),

    /** Records the ticked box for the checkout's order; its token proves the browser placed it. */
    async consent(orderId: string, orderToken: string, ip: string) {
      if (!access.check(orderId, orderToken))
        throw new NotFoundError(RECOVERY_MESSAGES.consentRefused);
      const values = {
        orderId,
        wording: RECOVERY_CONSENT_WORDING,
        consentIp: ip,
        consentedAt: new Date(),
      };
      await db
        .insert(recoveryConsents)
        .values(values)
        .onConflictDoUpdate({ target: recoveryConsents.orderId, set: values });
    },

    /** The cart a restore link names, today; BadRequest for a forged, expired or stale link. */
    async restore(token: string, now = Date.now()): Promise<RestoredCart> {
      const checked = tokens.readRestore(token, now);
      if ('problem' in checked)
        throw new BadRequestError(
          checked.problem === 'expired' ? RECOVERY_MESSAGES.expiredLink : RECOVERY_MESSAGES.badLink,
        );
      const cart = await rebuildCart(db, checked.orderId, shopCurrency);
      if (!cart) throw new BadRequestError(RECOVERY_MESSAGES.badLink);
      const current = await settings.read();
      return {
        lines: cart.lines.map(({ id, variant, quantity }) => ({ id, variant, quantity })),
        changes: cart.changes,
        currency: cart.currency,
        discountCode: current.discountCode,
      };
    },

    /** Stops reminders to the order's e-mail; false for an unknown link. */
    async unsubscribe(token: string): Promise<boolean> {
      const orderId = tokens.readUnsubscribe(token);
      if (!orderId) return false;
      const [order] = await db
        .select({ email: orders.receiptEmail })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) return false;
      await db
        .insert(recoveryUnsubscribes)
        .values({ emailHash: emailHash(order.email) })
        .onConflictDoNothing();
      await db
        .update(abandonedCheckouts)
        .set({ stoppedReason: 'unsubscribed' })
        .where(
          and(
            isNull(abandonedCheckouts.stoppedReason),
            sql`${abandonedCheckouts.orderId} in (select id from orders
              where lower(receipt_email) = lower(${order.email}))`,
          ),
        );
      return true;
    },

    /** The owner's list and figures for a period of shop days. */
    async list(query: { from?: string; to?: string }, now = new Date()) {
      const period = periodOf(query, deps.shopTimeZone, now);
      const found = await readAbandoned(db, period.start, period.end);
      return { range: { from: period.from, to: period.to }, currency: shopCurrency, ...found };
    },
  };
}
export type Recovery = ReturnType<typeof createRecovery>;
