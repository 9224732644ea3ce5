/** Who a tax document names: the seller from the settings, the buyer from the order's address. */
import { SELLER_STATE, stateWithCode, supplyDestination } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { Party } from './pdf-render';

export type Seller = { legalName: string; address: string; gstin: string };
export type Order = typeof orders.$inferSelect;

/** The seller with its state and GST state code (rule 46). */
export const sellerParty = (seller: Seller): Party => ({
  name: seller.legalName,
  lines: [seller.address, `State: ${stateWithCode(SELLER_STATE)}`],
  gstin: seller.gstin,
});

/**
 * The buyer from the order's address: an Indian state with its GST state code. A business buyer
 * (issue 27) is billed by its legal name with its GSTIN, the person it ships to on the next line;
 * an order from before issue 27 may carry a GSTIN in its address instead.
 */
export function buyerOf(order: Order): Party {
  const a = order.shippingAddress;
  const person = [a.firstName, a.lastName].filter(Boolean).join(' ') || order.receiptEmail;
  const inIndia = (a.country ?? 'India') === 'India';
  const state = a.state && inIndia ? stateWithCode(a.state) : a.state;
  const gstin = (order.buyerGstin ?? a.gstin)?.trim().toUpperCase();
  const legalName = order.buyerGstin ? order.buyerLegalName : null;
  return {
    name: legalName || person,
    lines: [
      ...(legalName ? [person] : []),
      a.address ?? '',
      [a.city, state, a.zipCode].filter(Boolean).join(', '),
      a.country ?? '',
      order.receiptEmail,
    ].filter(Boolean),
    ...(gstin && { gstin }),
  };
}

/** Where the supply goes: the business buyer's GSTIN state, else the delivery address. */
export const destinationOf = (order: Order) =>
  supplyDestination(
    { country: order.shippingAddress.country ?? 'India', state: order.shippingAddress.state },
    order.buyerGstin,
  );

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
