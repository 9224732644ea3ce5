/**
 * An invoice's lines: each order line by the shared line rule (the figures the checkout charged),
 * in the currency the customer paid in, with its tax split by the kind of supply.
 */
import {
  convertLineAmounts,
  lineAmounts,
  recordedLineInput,
  splitTax,
  type RecordedLine,
  type SupplyKind,
} from '@shop/shared';
import type { InvoiceLine } from './pdf';

export type RecordedItem = RecordedLine & {
  title: string;
  selectedColor: string | null;
  hsnCode: string | null;
};
export type ItemProduct = { taxPercent: number; discountPercent: number; hsnCode: string };

export function invoiceLine(
  { item, product }: { item: RecordedItem; product: ItemProduct },
  kind: SupplyKind,
  rate: number,
): InvoiceLine {
  const input = recordedLineInput(item, product);
  const { taxable, tax, total } = convertLineAmounts(lineAmounts(input), rate);
  return {
    description: item.selectedColor ? `${item.title} (${item.selectedColor})` : item.title,
    hsn: item.hsnCode ?? product.hsnCode,
    quantity: item.quantity,
    taxable,
    ratePercent: input.taxPercent,
    ...splitTax(tax, kind),
    total,
  };
}
