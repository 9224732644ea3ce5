import { chargedForLines, recordedLineInput } from '@shop/shared';
import type { orderItems } from '../../db/schema';
import type { ReturnRow } from './find-return';

type Item = typeof orderItems.$inferSelect;
type ProductRates = { taxPercent: number; discountPercent: number };

/**
 * What the returned lines cost the customer (price and tax, less discount), in minor units of the
 * order's currency: the shared line rule, converted once as the checkout converted the charge.
 * A line recorded without its rates takes its product's, as the invoice does (record 030).
 */
export function returnValueMinor(
  lines: ReturnRow['lines'],
  items: { item: Item; product: ProductRates }[],
  exchangeRate: number,
): number {
  const returned = lines.map((line) => {
    const { item, product } = items.find((i) => i.item.id === line.itemId)!;
    return recordedLineInput(item, product, line.quantity);
  });
  return chargedForLines(returned, exchangeRate);
}
