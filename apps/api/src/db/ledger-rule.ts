/**
 * When a use or a spend by an order counts (issue 28, record 050): while the order holds its stock,
 * or once it was paid unless it was cancelled. A checkout that expires, is superseded, or is
 * cancelled (unpaid: COD refused or unconfirmed; paid: the owner's cancellation, or a late payment
 * refunded for want of stock) gives its discount uses, gift card spends and store credit back: by
 * that one fact, once, on every instance, with no release step to forget.
 */
import { sql, type SQL } from 'drizzle-orm';
import { orders } from './schema';

/** True for an order whose uses and spends count (to be used where `orders` is joined). */
export const orderCounts: SQL = sql`(${orders.stockHeld} or (${orders.paidAt} is not null and ${orders.status} <> 'cancelled'))`;

/** True when the movement's order (if any) counts: `orderId` is the movement's order column. */
export const movementCounts = (orderId: SQL | unknown): SQL =>
  sql`(${orderId} is null or exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orderCounts}))`;
