/**
 * An invoice's lines: each order line by the shared line rule (the figures the checkout charged),
 * in the currency the customer paid in, with its tax split by the kind of supply. Orders priced
 * before record 036 keep their rule (tax on top, converted at the order's rate); GST-inclusive
 * orders are itemised from the gross, with the shipping as a line of its own (SAC 9965).
 */
import {
  convertLineAmounts,
  includedTax,
  inclusiveLineAmounts,
  lineAmounts,
  recordedLineInput,
  shippingTaxPercent,
  splitTax,
  lineDescription,
  type RecordedLine,
  type SupplyKind,
} from '@shop/shared';
import type { InvoiceLine, ItemisedLine } from './pdf';

export type RecordedItem = RecordedLine & {
  title: string;
  selectedColor: string | null;
  optionValues?: Record<string, string> | null;
  hsnCode: string | null;
  discountMinor?: number;
};
export type ItemProduct = { taxPercent: number; discountPercent: number; hsnCode: string };
type Row = { item: RecordedItem; product: ItemProduct };

const descriptionOf = (item: RecordedItem) => lineDescription(item);

export function invoiceLine({ item, product }: Row, kind: SupplyKind, rate: number): InvoiceLine {
  const input = recordedLineInput(item, product);
  const { taxable, tax, total } = convertLineAmounts(lineAmounts(input), rate);
  return {
    description: descriptionOf(item),
    hsn: item.hsnCode ?? product.hsnCode,
    quantity: item.quantity,
    taxable,
    ratePercent: input.taxPercent,
    ...splitTax(tax, kind),
    total,
  };
}

/** The GST rate a line was charged at (its product's on a line that did not record one). */
const rateOf = ({ item, product }: Row) => item.taxPercent ?? product.taxPercent;

/** A line of a GST-inclusive order; an export's is zero-rated (no GST in its price). */
export function inclusiveInvoiceLine(row: Row, kind: SupplyKind): ItemisedLine {
  const taxed = kind !== 'export';
  const ratePercent = taxed ? rateOf(row) : 0;
  const { gross, discount, taxable, tax, total } = inclusiveLineAmounts({
    unitMinor: row.item.unitPriceCents,
    quantity: row.item.quantity,
    taxPercent: ratePercent,
    discountMinor: row.item.discountMinor ?? 0,
    taxed,
  });
  return {
    description: descriptionOf(row.item),
    hsn: row.item.hsnCode ?? row.product.hsnCode,
    quantity: row.item.quantity,
    gross,
    discount,
    taxable,
    ratePercent,
    ...splitTax(tax, kind),
    total,
  };
}

/**
 * A charge beside the goods (the delivery, a cash-on-delivery fee), taxed as part of the goods'
 * supply at their highest rate (record 036), GST included in it.
 */
export function chargeInvoiceLine(
  rows: Row[],
  amountMinor: number,
  { kind, description, code }: { kind: SupplyKind; description: string; code: string },
): ItemisedLine {
  const ratePercent =
    kind === 'export'
      ? 0
      : shippingTaxPercent(
          rows.map((row) => ({ taxPercent: rateOf(row), quantity: row.item.quantity })),
        );
  const tax = includedTax(amountMinor, ratePercent);
  return {
    description,
    hsn: code,
    quantity: 1,
    gross: amountMinor,
    discount: 0,
    taxable: amountMinor - tax,
    ratePercent,
    ...splitTax(tax, kind),
    total: amountMinor,
  };
}
