/** How an order ships, as the owner's order page reads it: the method paid for and the ship-by day. */
import { COD_PAYMENT_METHOD, dayIn, shipByDay } from '@shop/shared';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** The method as recorded when the order was charged (null: before the rate table). */
function methodOf(order: OrderRow) {
  const { shippingMethodCode: code, shippingMethodName: name } = order;
  const { deliveryMinDays: minDays, deliveryMaxDays: maxDays } = order;
  if (code === null || name === null || minDays === null || maxDays === null) return null;
  return { code, name, minDays, maxDays, businessDays: order.deliveryBusinessDays ?? true };
}

/**
 * When the order became the studio's to send: paid online, or confirmed by a cash-on-delivery
 * shopper (whose payment comes at the door). Null while it may not ship yet.
 */
function readyAt(order: OrderRow): Date | null {
  return order.paymentMethod === COD_PAYMENT_METHOD ? order.codConfirmedAt : order.paidAt;
}

export function shippingFactsOf(order: OrderRow, timeZone: string) {
  const ready = readyAt(order);
  return {
    shippingMethod: methodOf(order),
    shipBy: ready ? shipByDay(dayIn(timeZone, ready)) : null,
  };
}
