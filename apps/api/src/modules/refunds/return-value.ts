import type { orderItems } from '../../db/schema';
import type { ReturnRow } from './find-return';

type Item = typeof orderItems.$inferSelect;

/**
 * What the returned lines cost the customer (price and tax, less discount), in minor units of the
 * order's currency.
 */
export function returnValueMinor(
  lines: ReturnRow['lines'],
  items: Item[],
  exchangeRate: number,
): number {
  let cents = 0;
  for (const line of lines) {
    const item = items.find((i) => i.id === line.itemId)!;
    const gross = item.unitPriceCents * line.quantity;
    const tax = Math.round((gross * (item.taxPercent ?? 0)) / 100);
    const discount = Math.round((gross * (item.discountPercent ?? 0)) / 100);
    cents += gross + tax - discount;
  }
  return Math.round(cents * exchangeRate);
}
