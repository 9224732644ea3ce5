import {
  chargedForLines,
  inclusiveLineAmounts,
  recordedLineInput,
  type PricedOrder,
} from '@shop/shared';
import type { orderItems } from '../../db/schema';
import type { ReturnRow } from './find-return';

type Item = typeof orderItems.$inferSelect;
type ProductRates = { taxPercent: number; discountPercent: number };

/**
 * What the returned lines cost the customer, in minor units of the order's currency. A
 * GST-inclusive order (record 036) recorded its unit prices in that currency, tax inside: the
 * returned units at that price, less their share of the line's named discount. An older order
 * takes the shared line rule (price and tax, less discount), converted once as its charge was;
 * a line recorded without its rates takes its product's, as the invoice does (record 030).
 */
export function returnValueMinor(
  lines: ReturnRow['lines'],
  items: { item: Item; product: ProductRates }[],
  order: PricedOrder,
): number {
  const returned = lines.map((line) => ({
    line,
    ...items.find((i) => i.item.id === line.itemId)!,
  }));
  if (order.pricing === 'inclusive')
    return returned.reduce((sum, { line, item }) => {
      const share = Math.floor((item.discountMinor * line.quantity) / Math.max(1, item.quantity));
      const amounts = inclusiveLineAmounts({
        unitMinor: item.unitPriceCents,
        quantity: line.quantity,
        taxPercent: item.taxPercent ?? 0,
        discountMinor: share,
        taxed: true,
      });
      return sum + amounts.total;
    }, 0);
  return chargedForLines(
    returned.map(({ line, item, product }) => recordedLineInput(item, product, line.quantity)),
    order.exchangeRate,
  );
}
