/**
 * Placing a cash-on-delivery order (issue 27): each COD rule refuses with its own words, then the
 * order is created with its stock held and its confirmation mailed, in one transaction.
 */
import {
  COD_CONFIRM_HOURS,
  COD_MESSAGES,
  COD_PAYMENT_METHOD,
  type CodSettings,
  type paymentIntentSchema,
} from '@shop/shared';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { readCodSettings } from '../../db/cod-settings';
import { codDeniedPincodes, orders, orderStatusEvents } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { Mailer } from '../../integrations/mailer';
import type { Notifications } from '../notifications';
import type { OrderAccess, OrderLink } from '../orders';
import type { CodCheckouts, PricedCheckout } from '../payments';
import { placedMessage } from './messages';

type Input = z.output<typeof paymentIntentSchema>;
export type CodDeps = {
  db: Db;
  checkouts: CodCheckouts;
  access: OrderAccess;
  /** An order's page as mails link it (the mail token inside). */
  orderLink: OrderLink;
  notifications: Notifications;
  /** Mail that is not a notification: the receipt with its tax invoice attached. */
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  /** After a commit that moved stock or queued mail. */
  onStockChange?: () => void;
  kickMail?: () => void;
  /** Told once the cash is collected, after the commit: the funnel's paid step (issue 30). */
  onPaid?: (orderId: string) => void;
};

const HOUR_MS = 60 * 60 * 1000;
/** A phone number as the cap compares it: its last ten digits (drops +91, 0 and spaces). */
const phoneKey = (number: string) => number.replace(/\D/g, '').slice(-10);
const phoneOf = sql<string>`right(regexp_replace(${orders.shippingAddress}->>'number', '\\D', '', 'g'), 10)`;

export const codConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/orders/cod/confirm?token=${encodeURIComponent(token)}`;

/** Rules that need no prices: COD on, an Indian address, rupees, a PIN code not denied. */
async function checkDestination(db: Db, settings: CodSettings, input: Input) {
  if (!settings.enabled) throw new ConflictError(COD_MESSAGES.disabled);
  if (input.shipping.country !== 'India') throw new BadRequestError(COD_MESSAGES.foreignAddress);
  if (input.currency !== 'INR') throw new BadRequestError(COD_MESSAGES.notInr);
  const pincode = input.shipping.zipCode.replace(/\s+/g, '');
  const [denied] = await db
    .select({ pincode: codDeniedPincodes.pincode })
    .from(codDeniedPincodes)
    .where(eq(codDeniedPincodes.pincode, pincode));
  if (denied) throw new BadRequestError(COD_MESSAGES.pincodeDenied(pincode));
}

/** The order's value before the COD fee (goods and shipping) within the owner's limits. */
function checkValue(settings: CodSettings, priced: PricedCheckout) {
  const value = priced.totals.total;
  if (value < settings.minOrder)
    throw new BadRequestError(COD_MESSAGES.belowMinimum(settings.minOrder));
  if (settings.maxOrder !== null && value > settings.maxOrder)
    throw new BadRequestError(COD_MESSAGES.overMaximum(settings.maxOrder));
}

/**
 * Unpaid COD orders (not yet collected, not cancelled) for this e-mail or phone number, counted
 * under a lock on the phone number, so two checkouts at once cannot both slip under the cap.
 */
async function checkUnpaidCap(tx: Tx, cap: number, email: string, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod-phone:${phone}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, COD_PAYMENT_METHOD),
        eq(orders.paymentStatus, 'cod_pending'),
        ne(orders.status, 'cancelled'),
        or(sql`lower(${orders.receiptEmail}) = lower(${email})`, sql`${phoneOf} = ${phone}`),
      ),
    );
  if ((row?.n ?? 0) >= cap) throw new ConflictError(COD_MESSAGES.unpaidCap(cap));
}

export function createCodPlacement(deps: CodDeps) {
  const { db, checkouts, access, notifications, publicUrl } = deps;

  /** `userId` undefined: a guest, known by `receipt_email` as for an online payment. */
  return async function placeCodOrder(userId: string | undefined, input: Input) {
    const settings = await readCodSettings(db);
    await checkDestination(db, settings, input);
    const { priced, shopRate } = await checkouts.price(input, userId);
    checkValue(settings, priced);
    const phone = phoneKey(input.shipping.number);
    const email = input.receipt_email;
    const { order } = await db.transaction(async (tx) => {
      const placed = await checkouts.place(tx, {
        userId: userId ?? null,
        input,
        priced,
        shopRate,
        feeMinor: settings.fee,
        confirmBy: new Date(Date.now() + COD_CONFIRM_HOURS * HOUR_MS),
        check: (lockedTx) => checkUnpaidCap(lockedTx, settings.unpaidCap, email, phone),
      });
      if (placed.reused) return placed;
      const { order } = placed;
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        status: 'placed',
        note: 'Cash on delivery: waiting for the shopper to confirm',
      });
      await notifications.notify(tx, {
        ...placedMessage(order),
        orderId: order.id,
        link: codConfirmUrl(publicUrl, access.codConfirmToken(order.id)),
        email: order.receiptEmail,
        phone: input.shipping.number,
      });
      return placed;
    });
    deps.onStockChange?.();
    deps.kickMail?.();
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderToken: access.checkoutToken(order.id),
      amount: order.amountMinor,
      currency: input.currency,
      codFee: order.codFeeMinor,
      confirmBy: (order.codConfirmBy ?? new Date()).toISOString(),
    };
  };
}
