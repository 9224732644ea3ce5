/** The unpaid order a checkout creates (or retries), holding its stock, in one transaction. */
import { COD_PAYMENT_METHOD, variantLabel, type ShippingForm } from '@shop/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderDiscounts, orderItems, orders, users } from '../../db/schema';
import { recordOrderDiscounts } from '../discounts';
import { ConflictError } from '../../lib/errors';
import { newOrderNumber } from '../orders';
import { chargeableAmount } from './charge';
import { soldOptionValues } from './gift-card-lines';
import { claimHolds, RESERVATION_MS } from './holds';
import { debitTenders, NO_TENDERS, type TenderInput } from './tenders';
import type { PricedCheckout } from './pricing';
import { moveStock } from '../orders';

type Checkout = {
  /** The signed-in shopper, or null for a guest (issue 27), known by `receiptEmail` alone. */
  userId: string | null;
  /** Lines, totals and shipping method, priced in `currency`. */
  priced: PricedCheckout;
  currency: string;
  /** `currency` per unit of the shop currency now (reports convert by it). */
  shopRate: number;
  amountMinor: number;
  receiptEmail: string;
  shipping: ShippingForm;
  gateway: string;
  /**
   * Cash on delivery (issue 27): the fee inside `amountMinor`, by when the shopper must confirm,
   * and the rules checked under the shopper's lock before a new order is made (the unpaid cap).
   * Such an order is unpaid ('cod_pending') and holds its stock with no 15-minute expiry: the
   * hold expiry and the shopper's next checkout take only 'pending' orders (holds.ts).
   */
  cod?: { feeMinor: number; confirmBy: Date; check: (tx: Tx) => Promise<void> };
  /**
   * Gift cards and store credit (issue 28): debited in this transaction, up to `amountMinor`; the
   * order's `amount_minor` is what is left for the gateway or the courier.
   */
  tenders?: Pick<TenderInput, 'giftCardCodes' | 'useStoreCredit' | 'now' | 'timeZone'>;
};

const paysWithBalances = (c: Checkout) =>
  Boolean(c.tenders && (c.tenders.giftCardCodes.length > 0 || c.tenders.useStoreCredit));

type AddressRow = (typeof orders.$inferInsert)['shippingAddress'];
type OrderRow = typeof orders.$inferSelect;

const addressOf = (shipping: ShippingForm): AddressRow => ({
  firstName: shipping.firstName,
  lastName: shipping.lastName,
  email: shipping.email,
  number: shipping.number,
  address: shipping.address,
  city: shipping.city,
  state: shipping.state,
  zipCode: shipping.zipCode,
  country: shipping.country,
});

const sameAddress = (a: AddressRow, b: AddressRow) =>
  (Object.keys(b) as (keyof AddressRow)[]).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** Lines as a comparable text: variant, quantity and the unit price charged. */
const lineKey = (
  lines: {
    variantId: string | null;
    quantity: number;
    unitPriceCents: number;
    giftCard?: unknown;
  }[],
) =>
  lines
    .map(
      (l) =>
        `${l.variantId ?? ''}|${l.quantity}|${l.unitPriceCents}|${JSON.stringify(l.giftCard ?? null)}`,
    )
    .sort()
    .join('\n');

/** Discounts as a comparable text: a retry with another code is another checkout. */
const discountKey = (
  given: readonly { code: string | null; name: string; amountMinor: number }[],
) =>
  given
    .map((d) => `${d.code ?? ''}|${d.name}|${d.amountMinor}`)
    .sort()
    .join('\n');

/**
 * The shopper's latest unpaid order when this checkout is the same one retried: same lines and
 * prices, currency, amount, shipping method, address and gateway. Reusing it keeps one order number per checkout
 * (and its gateway order, which the amount still matches).
 */
/** The shopper's orders: their account's, or a guest's unclaimed ones under the same e-mail. */
const shoppersOrders = (c: Checkout) =>
  c.userId
    ? eq(orders.userId, c.userId)
    : and(isNull(orders.userId), sql`lower(${orders.receiptEmail}) = lower(${c.receiptEmail})`);

async function reusableOrder(tx: Tx, c: Checkout): Promise<OrderRow | undefined> {
  // A COD order is the same checkout retried only while unconfirmed and as young as a hold.
  const unpaid = c.cod
    ? and(
        eq(orders.paymentStatus, 'cod_pending'),
        isNull(orders.codConfirmedAt),
        gt(orders.createdAt, new Date(Date.now() - RESERVATION_MS)),
      )
    : eq(orders.paymentStatus, 'pending');
  const [last] = await tx
    .select()
    .from(orders)
    .where(and(shoppersOrders(c), unpaid))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (
    !last ||
    last.currency !== c.currency ||
    last.amountMinor !== c.amountMinor ||
    last.gateway !== c.gateway ||
    last.shippingMethodCode !== c.priced.shipping.method.code ||
    !sameAddress(last.shippingAddress, addressOf(c.shipping)) ||
    // A GSTIN added or dropped on a retry changes the invoice: a new order carries it.
    last.buyerGstin !== (c.shipping.gstin || null) ||
    (last.buyerLegalName ?? '') !== (c.shipping.gstin ? c.shipping.businessName : '')
  )
    return undefined;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, last.id));
  const wanted = c.priced.lines.map(({ variant, quantity, unitMinor, giftCard }) => ({
    variantId: variant.id,
    quantity,
    unitPriceCents: unitMinor,
    giftCard: giftCard ?? null,
  }));
  const given = await tx.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, last.id));
  return lineKey(items) === lineKey(wanted) &&
    discountKey(given) === discountKey(c.priced.discounts)
    ? last
    : undefined;
}

/**
 * Holds the stock and creates the pending order, or reuses the shopper's unpaid one when this is
 * the same checkout retried. A shopper holds one checkout at a time: the new one gives back their
 * earlier holds (a reused order takes its own back at once, with a fresh expiry), and their user
 * row is locked so that checkouts started at once by the same shopper follow one another instead
 * of each keeping a hold.
 */
export async function createPendingOrder(tx: Tx, c: Checkout) {
  if (c.userId)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, c.userId)).for('update');
  // A guest has no row to lock: their e-mail's lock serialises their checkouts the same way.
  else await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${c.receiptEmail})))`);
  // A checkout paying with gift cards or credit is never the same one retried: its debits are
  // made afresh, after the earlier checkout's are given back with its holds below.
  const reuse = paysWithBalances(c) ? undefined : await reusableOrder(tx, c);
  // A COD order retried still holds its stock (nothing below claims it): answer it as it is.
  if (reuse && c.cod) return { order: reuse, reused: true };
  if (c.cod) await c.cod.check(tx);
  const earlier = await claimHolds(tx, shoppersOrders(c));
  const taken = await moveStock(tx, {
    give: earlier.lines,
    take: c.priced.lines.map((l) => ({
      productId: l.product.id,
      variantId: l.variant.id,
      quantity: l.quantity,
    })),
  });
  if (!taken.ok) {
    const line = c.priced.lines.find((l) => l.variant.id === taken.variantId);
    const label = line ? variantLabel(line.variant.optionValues, line.product.options) : '';
    const title = label ? `${line?.product.title} (${label})` : line?.product.title;
    throw new ConflictError(`"${title}" just sold out. Please update your cart.`);
  }
  const { shipping } = c;
  const { totals, lines } = c.priced;
  const method = c.priced.shipping.method;
  const reservationExpiresAt = c.cod ? null : new Date(Date.now() + RESERVATION_MS);
  if (reuse) {
    const [order] = await tx
      .update(orders)
      .set({
        stockHeld: true,
        reservationExpiresAt,
        receiptEmail: c.receiptEmail,
        notes: shipping.orderNotes,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, reuse.id))
      .returning();
    await saveInfo(tx, c);
    return { order: order!, reused: true };
  }
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: c.userId,
      subtotalCents: totals.subtotal,
      shippingCents: totals.shipping,
      taxCents: totals.tax,
      discountCents: totals.discount,
      totalCents: totals.total + (c.cod?.feeMinor ?? 0),
      currency: c.currency,
      pricing: 'inclusive',
      exchangeRate: 1,
      shopRate: c.shopRate,
      amountMinor: c.amountMinor,
      receiptEmail: c.receiptEmail,
      shippingAddress: addressOf(shipping),
      buyerGstin: shipping.gstin || null,
      buyerLegalName: shipping.gstin ? shipping.businessName : null,
      shippingMethodCode: method.code,
      shippingMethodName: method.name,
      deliveryMinDays: method.minDays,
      deliveryMaxDays: method.maxDays,
      deliveryBusinessDays: method.businessDays,
      notes: shipping.orderNotes,
      gateway: c.gateway,
      stockHeld: true,
      reservationExpiresAt,
      ...(c.cod && {
        paymentMethod: COD_PAYMENT_METHOD,
        paymentStatus: 'cod_pending' as const,
        codFeeMinor: c.cod.feeMinor,
        codConfirmBy: c.cod.confirmBy,
      }),
    })
    .returning();
  await tx.insert(orderItems).values(
    lines.map((line) => {
      const { product, variant, quantity, selectedColor, unitMinor, taxPercent } = line;
      return {
        orderId: order!.id,
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        optionValues: soldOptionValues(variant, line.giftCard),
        title: product.title,
        quantity,
        unitPriceCents: unitMinor,
        selectedColor,
        taxPercent,
        discountPercent: line.discountPercent,
        discountMinor: line.discountMinor,
        hsnCode: product.hsnCode,
        giftCard: line.giftCard ?? null,
      };
    }),
  );
  // The caps are checked again under the discounts' locks, after this shopper's earlier holds
  // were given back above: a superseded checkout's use is this one's to take.
  await recordOrderDiscounts(tx, order!, c.priced.discounts, {
    userId: c.userId,
    email: c.receiptEmail,
  });
  const placed = await debitBalances(tx, c, order!);
  await saveInfo(tx, c);
  return { order: placed.order, reused: false, tenders: placed.tenders };
}

/** Gift cards and store credit against the order's amount; what is left is the order's amount. */
async function debitBalances(tx: Tx, c: Checkout, order: OrderRow) {
  if (!c.tenders || !paysWithBalances(c)) return { order, tenders: NO_TENDERS };
  const tenders = await debitTenders(
    tx,
    { ...c.tenders, userId: c.userId, currency: c.currency, dueMinor: c.amountMinor },
    order.id,
  );
  if (tenders.coveredMinor === 0) return { order, tenders };
  const amountMinor = c.amountMinor - tenders.coveredMinor;
  // What is left online must be payable there; all of it paid by balances is paid now.
  if (amountMinor > 0 && !c.cod) chargeableAmount(amountMinor);
  const [updated] = await tx
    .update(orders)
    .set({ amountMinor })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: updated!, tenders };
}

async function saveInfo(tx: Tx, { shipping, userId }: Checkout) {
  if (!shipping.saveInfo || !userId) return;
  await tx
    .update(users)
    .set({
      // Checkout asks for first and last name; the profile keeps one name (DESIGN.md 5.12).
      name: `${shipping.firstName} ${shipping.lastName}`,
      number: shipping.number,
      shippingAddress: {
        street: shipping.address,
        city: shipping.city,
        state: shipping.state,
        zipCode: shipping.zipCode,
        country: shipping.country,
      },
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
