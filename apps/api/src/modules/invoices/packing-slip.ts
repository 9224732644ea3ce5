/** The packing slip the owner prints: items, their options (colour, size) and SKUs, quantities, and where they go. */
import { transitLabel, variantLabel } from '@shop/shared';
import type { orders } from '../../db/schema';
import { buyerOf } from './parties';
import { packingSlipPdf } from './pdf';
import type { DocumentRecords } from './records';

export async function drawPackingSlip(records: DocumentRecords, orderId: string): Promise<Buffer> {
  const { order, items } = await records.orderWithLines(orderId);
  const buyer = buyerOf(order);
  const phone = order.shippingAddress.number;
  return packingSlipPdf({
    orderNumber: order.orderNumber,
    date: order.paidAt ?? order.createdAt,
    shipTo: { ...buyer, lines: buyer.lines.concat(phone ? [`Phone: ${phone}`] : []) },
    method: methodLine(order),
    lines: items.map(({ item }) => ({
      description: item.sku ? `${item.title} · SKU ${item.sku}` : item.title,
      colour: variantLabel(item.optionValues ?? {}) || item.selectedColor,
      quantity: item.quantity,
    })),
    notes: order.notes,
  });
}

/** "Express · 2-3 business days": the method paid for and its promise ('Standard' before the rate table). */
function methodLine(order: typeof orders.$inferSelect): string {
  const { shippingMethodName: name, deliveryMinDays: minDays, deliveryMaxDays: maxDays } = order;
  if (name === null) return 'Standard';
  if (minDays === null || maxDays === null) return name;
  const businessDays = order.deliveryBusinessDays ?? true;
  return `${name} · ${transitLabel({ minDays, maxDays, businessDays })}`;
}
