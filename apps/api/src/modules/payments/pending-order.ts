/** The unpaid order a checkout creates, holding its stock, in one transaction. */
import type { CartTotalsCents, ShippingForm } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { newOrderNumber } from '../orders';
import { claimHolds, RESERVATION_MS } from './holds';
import { unitPriceCents, type PricedLine } from './pricing';
import { moveStock } from './stock';

type Checkout = {
  userId: string;
  lines: PricedLine[];
  totals: CartTotalsCents;
  currency: string;
  rate: number;
  amountMinor: number;
  receiptEmail: string;
  shipping: ShippingForm;
  gateway: string;
};

/**
 * Holds the stock and creates the pending order. A shopper holds one checkout at a time: the new
 * one gives back their earlier holds, and their user row is locked so that checkouts started at
 * once by the same shopper follow one another instead of each keeping a hold.
 */
export async function createPendingOrder(tx: Tx, c: Checkout) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, c.userId)).for('update');
  const earlier = await claimHolds(tx, eq(orders.userId, c.userId));
  const taken = await moveStock(tx, {
    give: earlier.lines,
    take: c.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
  });
  if (!taken.ok) {
    const title = c.lines.find((l) => l.product.id === taken.productId)?.product.title;
    throw new ConflictError(`"${title}" just sold out. Please update your cart.`);
  }
  const { shipping } = c;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: c.userId,
      subtotalCents: c.totals.subtotal,
      shippingCents: c.totals.shipping,
      taxCents: c.totals.tax,
      discountCents: c.totals.discount,
      totalCents: c.totals.total,
      currency: c.currency,
      exchangeRate: c.rate,
      amountMinor: c.amountMinor,
      receiptEmail: c.receiptEmail,
      shippingAddress: {
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        email: shipping.email,
        number: shipping.number,
        address: shipping.address,
        city: shipping.city,
        state: shipping.state,
        zipCode: shipping.zipCode,
        country: shipping.country,
      },
      notes: shipping.orderNotes,
      gateway: c.gateway,
      stockHeld: true,
      reservationExpiresAt: new Date(Date.now() + RESERVATION_MS),
    })
    .returning();
  await tx.insert(orderItems).values(
    c.lines.map(({ product, quantity, selectedColor }) => ({
      orderId: order!.id,
      productId: product.id,
      title: product.title,
      quantity,
      unitPriceCents: unitPriceCents(product),
      selectedColor,
    })),
  );
  if (shipping.saveInfo) {
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
      .where(eq(users.id, c.userId));
  }
  return order!;
}
