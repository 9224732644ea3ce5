/**
 * Tax invoices, credit notes and packing slips, drawn from what the order recorded when it was
 * paid (lines with their tax and discount rates and HSN codes, the exchange rate, the address).
 * Amounts are in the currency the customer paid in; within India that is rupees.
 */
import { placeOfSupply, splitTax, supplyKind } from '@shop/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, products, refunds } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { packingSlipPdf, taxDocumentPdf, type InvoiceLine, type Party } from './pdf';

export type Seller = { legalName: string; address: string; gstin: string };

type Order = typeof orders.$inferSelect;

function buyerOf(order: Order): Party {
  const a = order.shippingAddress;
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || order.receiptEmail;
  return {
    name,
    lines: [
      a.address ?? '',
      [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
      a.country ?? '',
      order.receiptEmail,
    ].filter(Boolean),
  };
}

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

const addressOf = (order: Order) => ({
  country: order.shippingAddress.country ?? 'India',
  state: order.shippingAddress.state,
});

export function createInvoices({ db, seller }: { db: Db; seller: Seller }) {
  const sellerParty: Party = {
    name: seller.legalName,
    lines: [seller.address],
    gstin: seller.gstin,
  };

  async function orderWithLines(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFoundError('Order not found');
    const items = await db
      .select({ item: orderItems, product: products })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.title));
    return { order, items };
  }

  /** USD cents as recorded -> minor units of the charged currency, at the order's rate. */
  const charged = (order: Order, cents: number) => Math.round(cents * order.exchangeRate);

  async function invoiceLines(orderId: string) {
    const { order, items } = await orderWithLines(orderId);
    const kind = supplyKind(addressOf(order));
    const lines: InvoiceLine[] = items.map(({ item, product }) => {
      const taxPercent = item.taxPercent ?? product.taxPercent;
      const discountPercent = item.discountPercent ?? product.discountPercent;
      const gross = charged(order, item.unitPriceCents * item.quantity);
      const discount = Math.round((gross * discountPercent) / 100);
      const taxable = gross - discount;
      // As the checkout charged it (cart-totals.ts): the rate applies to the line's price.
      const tax = Math.round((gross * taxPercent) / 100);
      const split = splitTax(tax, kind);
      return {
        description: item.selectedColor ? `${item.title} (${item.selectedColor})` : item.title,
        hsn: item.hsnCode ?? product.hsnCode,
        quantity: item.quantity,
        taxable,
        ratePercent: taxPercent,
        ...split,
        total: taxable + tax,
      };
    });
    return { order, kind, lines };
  }

  async function documentOf(orderId: string, kind: 'invoice' | 'credit_note', refundId?: string) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(
        refundId
          ? eq(invoices.refundId, refundId)
          : and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)),
      );
    return row;
  }

  return {
    /** The invoice row of an order, if it was paid. */
    invoiceOf: (orderId: string) => documentOf(orderId, 'invoice'),

    async invoicePdf(orderId: string): Promise<{ number: string; pdf: Buffer }> {
      const invoice = await documentOf(orderId, 'invoice');
      if (!invoice) throw new NotFoundError('This order has no invoice yet');
      const { order, kind, lines } = await invoiceLines(orderId);
      const goods = lines.reduce((s, l) => s + l.total, 0);
      const shipping = charged(order, order.shippingCents);
      const roundOff = order.amountMinor - goods - shipping;
      const pdf = await taxDocumentPdf({
        title: kind === 'export' ? 'EXPORT INVOICE' : 'TAX INVOICE',
        number: invoice.number,
        date: invoice.issuedAt,
        orderNumber: order.orderNumber,
        seller: sellerParty,
        buyer: invoice.buyer ?? buyerOf(order),
        placeOfSupply: placeOfSupply(addressOf(order)),
        currency: order.currency,
        lines,
        extras: [
          { label: `Shipping (${order.shippingMethodName ?? 'standard'})`, amount: shipping },
          ...(roundOff !== 0 ? [{ label: 'Round off', amount: roundOff }] : []),
        ],
        total: order.amountMinor,
        notes: [
          kind === 'intra_state'
            ? 'Intra-state supply: CGST and SGST charged.'
            : kind === 'inter_state'
              ? 'Inter-state supply: IGST charged.'
              : 'Export of goods: supply outside India, IGST charged as collected.',
          `Payment: ${order.paymentMethod}${order.gatewayPaymentId ? ` (${order.gatewayPaymentId})` : ''}.`,
        ],
      });
      return { number: invoice.number, pdf };
    },

    async creditNotePdf(orderId: string, refundId: string) {
      const note = await documentOf(orderId, 'credit_note', refundId);
      const invoice = await documentOf(orderId, 'invoice');
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
      if (!note || !refund || refund.orderId !== orderId)
        throw new NotFoundError('Credit note not found');
      const { order, kind } = await invoiceLines(orderId);
      // The refund gives back its share of the order's tax.
      const taxShare =
        order.totalCents > 0
          ? Math.round((refund.amountMinor * order.taxCents) / order.totalCents)
          : 0;
      const split = splitTax(taxShare, kind);
      const pdf = await taxDocumentPdf({
        title: 'CREDIT NOTE',
        number: note.number,
        date: note.issuedAt,
        orderNumber: order.orderNumber,
        against: invoice?.number,
        seller: sellerParty,
        buyer: note.buyer ?? buyerOf(order),
        placeOfSupply: placeOfSupply(addressOf(order)),
        currency: refund.currency,
        lines: [
          {
            description: `Refund: ${refund.reason}`,
            hsn: '-',
            quantity: 1,
            taxable: refund.amountMinor - taxShare,
            ratePercent: 0,
            ...split,
            total: refund.amountMinor,
          },
        ],
        extras: [],
        total: refund.amountMinor,
        notes: ['Issued for a refund to the original payment method.'],
      });
      return { number: note.number, pdf };
    },

    async packingSlipPdf(orderId: string) {
      const { order, items } = await orderWithLines(orderId);
      return packingSlipPdf({
        orderNumber: order.orderNumber,
        date: order.paidAt ?? order.createdAt,
        shipTo: {
          ...buyerOf(order),
          lines: buyerOf(order).lines.concat(
            order.shippingAddress.number ? [`Phone: ${order.shippingAddress.number}`] : [],
          ),
        },
        method: order.shippingMethodName ?? 'Standard',
        lines: items.map(({ item }) => ({
          description: item.title,
          colour: item.selectedColor,
          quantity: item.quantity,
        })),
        notes: order.notes,
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoices>;
