/** Who a tax document names: the seller from the settings, the buyer from the order's address. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { Party } from './pdf';

export type Seller = { legalName: string; address: string; gstin: string };
export type Order = typeof orders.$inferSelect;

export const sellerParty = (seller: Seller): Party => ({
  name: seller.legalName,
  lines: [seller.address],
  gstin: seller.gstin,
});

export function buyerOf(order: Order): Party {
  const a = order.shippingAddress;
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || order.receiptEmail;
  return {
    name,
    lines: [
      a.address ?? '',
      [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
      a.country ?? '',
      order.receiptEmail,
    ].filter(Boolean),
  };
}

/** Where the goods go, for the place of supply and the kind of supply. */
export const addressOf = (order: Order) => ({
  country: order.shippingAddress.country ?? 'India',
  state: order.shippingAddress.state,
});

/**
 * Before a customer's personal data leaves their orders (account deletion), each of their tax
 * documents keeps the buyer it names: the tax record must (GST: 72 months), the order need not.
 */
export async function keepBuyersOnRecord(db: Db, userId: string): Promise<void> {
  const theirs = await db.select().from(orders).where(eq(orders.userId, userId));
  for (const order of theirs) {
    await db
      .update(invoices)
      .set({ buyer: buyerOf(order) })
      .where(and(eq(invoices.orderId, order.id), isNull(invoices.buyer)));
  }
}
