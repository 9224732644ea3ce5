/** The packing slip the owner prints: items, colours and quantities, and where they go. */
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
    method: order.shippingMethodName ?? 'Standard',
    lines: items.map(({ item }) => ({
      description: item.title,
      colour: item.selectedColor,
      quantity: item.quantity,
    })),
    notes: order.notes,
  });
}
