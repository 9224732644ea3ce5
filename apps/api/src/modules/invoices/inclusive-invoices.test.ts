/**
 * Invoices of GST-inclusive orders (record 036), as an accountant files them (CGST Rules, rule
 * 46): each line from gross to taxable value with its taxes and rates, the shipping under SAC
 * 9965, state codes, reverse charge, the total in words; cancelled orders marked with their credit
 * notes; exports zero-rated under LUT. An order priced before keeps its invoice's figures.
 * Orders are written straight into the database, as the checkout writes them, and the PDFs read
 * back as text.
 */
import { computeInclusiveTotals, supplyKind } from '@shop/shared';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments, products, refunds } from '../../db/schema';
import { SHIPPING } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';
import { issueCreditNote, issueInvoice } from '../../db/invoice-numbers';
import { money } from './pdf-render';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Awaited<ReturnType<typeof signedInUser>>;
let productIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signedInUser(t.app, t.db);
  productIds = (await t.db.select({ id: products.id }).from(products).limit(3)).map((p) => p.id);
});
afterAll(() => t.close());

type LineSpec = {
  title: string;
  unitMinor: number;
  quantity: number;
  taxPercent: number;
  hsnCode: string;
  discountMinor?: number;
};
type OrderSpec = {
  lines: LineSpec[];
  shippingMinor: number;
  address?: Record<string, string>;
  currency?: string;
  status?: 'processing' | 'cancelled';
};

/** A paid GST-inclusive order with its invoice, its totals by the shared rule the checkout uses. */
async function inclusiveOrder(spec: OrderSpec) {
  const address = { ...SHIPPING, saveInfo: 'false', ...spec.address };
  const taxed = supplyKind({ country: address.country, state: address.state }) !== 'export';
  const totals = computeInclusiveTotals(spec.lines, spec.shippingMinor, taxed);
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `MM-T${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: shopper.user.id,
      status: spec.status ?? 'processing',
      paymentStatus: 'paid',
      pricing: 'inclusive',
      subtotalCents: totals.subtotal,
      shippingCents: totals.shipping,
      taxCents: totals.tax,
      discountCents: totals.discount,
      totalCents: totals.total,
      currency: spec.currency ?? 'INR',
      exchangeRate: 1,
      amountMinor: totals.total,
      receiptEmail: shopper.user.email,
      shippingAddress: address,
      gateway: 'sandbox',
      gatewayPaymentId: `pay_${randomBytes(6).toString('hex')}`,
      shippingMethodName: 'Standard',
      paidAt: new Date(),
    })
    .returning();
  if (spec.lines.length)
    await t.db.insert(orderItems).values(
      spec.lines.map((l, i) => ({
        orderId: order!.id,
        productId: productIds[i % productIds.length]!,
        title: l.title,
        quantity: l.quantity,
        unitPriceCents: l.unitMinor,
        taxPercent: l.taxPercent,
        discountPercent: 0,
        discountMinor: l.discountMinor ?? 0,
        hsnCode: l.hsnCode,
      })),
    );
  await t.db.transaction((tx) => issueInvoice(tx, order!.id, new Date()));
  return order!;
}

/** A processed refund of the order, with its credit note. */
async function refunded(order: typeof orders.$inferSelect, amountMinor: number) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: 'sandbox',
      gatewayPaymentId: `pay_${randomBytes(6).toString('hex')}`,
      amountMinor: order.amountMinor,
      currency: order.currency,
      status: 'captured',
    })
    .returning();
  const [refund] = await t.db
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment!.id,
      amountMinor,
      currency: order.currency,
      reason: 'Order cancelled',
      status: 'processed',
    })
    .returning();
  return t.db.transaction((tx) => issueCreditNote(tx, order.id, refund!.id, new Date()));
}

const invoiceText = async (order: { orderNumber: string }) => {
  const res = await t.app.inject({
    url: `/api/products/my-orders/${order.orderNumber}/invoice.pdf`,
    headers: shopper.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

const JOURNAL = {
  title: 'Daily Journal',
  unitMinor: 59_900,
  quantity: 2,
  taxPercent: 18,
  hsnCode: '4820',
};
const POSTER = {
  title: 'Lotus Poster',
  unitMinor: 34_900,
  quantity: 1,
  taxPercent: 5,
  hsnCode: '4911',
};

const TELANGANA = { state: 'Telangana', city: 'Hyderabad', zipCode: '500034' };

describe('invoices of GST-inclusive orders', () => {
  it('itemise a supply within Telangana: gross, discount, taxable value, CGST and SGST with rates', async () => {
    const order = await inclusiveOrder({
      lines: [{ ...JOURNAL, discountMinor: 10_000 }, POSTER],
      shippingMinor: 9_900,
      address: TELANGANA,
    });
    const text = await invoiceText(order);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(/HSN\/SAC Qty Gross Discount Taxable value CGST/);
    // 2 x 599.00 less 100.00 = 1,098.00 including 18%: 167.49 GST, split 83.74 + 83.75.
    expect(text).toContain('Daily Journal 4820 2 1198.00 100.00 930.51 9% 83.74 9% 83.75 1098.00');
    // 349.00 including 5%: 16.62 GST, 8.31 each at 2.5%.
    expect(text).toContain('Lotus Poster 4911 1 349.00 0.00 332.38 2.5% 8.31 2.5% 8.31 349.00');
    // Shipping at the goods' highest rate, 18%: 15.10 of its 99.00.
    expect(text).toContain('Shipping (Standard) 9965 1 99.00 0.00 83.90 9% 7.55 9% 7.55 99.00');
    expect(text).toContain('Taxable value INR 1,346.79');
    expect(text).toContain('CGST INR 99.60');
    expect(text).toContain('SGST INR 99.61');
    expect(text).toContain('IGST INR 0.00');
    expect(text).toContain('Total INR 1,546.00');
    expect(text).not.toContain('Round off');
    expect(text).toContain('Amount in words: Rupees One Thousand Five Hundred Forty-Six Only');
    expect(text).toContain('Intra-state supply: CGST and SGST charged.');
    expect(text).not.toContain('CANCELLED');
  });

  it('name each state with its GST code, the reverse charge, and the buyer’s GSTIN when given', async () => {
    const order = await inclusiveOrder({
      lines: [POSTER],
      shippingMinor: 0,
      address: { ...TELANGANA, gstin: ' 36aabcu9603r1zm ' },
    });
    const text = await invoiceText(order);
    expect(text).toContain('Place of supply: Telangana (36)');
    expect(text).toContain('Reverse charge: No');
    // The seller's state, and the buyer's beside their city.
    expect(text).toContain('State: Telangana (36)\nGSTIN: 36AAAFM0000A1Z5');
    expect(text).toContain('Hyderabad, Telangana (36), 500034');
    expect(text).toContain('GSTIN: 36AABCU9603R1ZM');
    // Free delivery is no line.
    expect(text).not.toContain('9965');

    const noGstin = await invoiceText(await inclusiveOrder({ lines: [POSTER], shippingMinor: 0 }));
    expect(noGstin.match(/GSTIN:/g)).toHaveLength(1);
    expect(noGstin).toContain('Bengaluru, Karnataka (29), 560001');
  });

  it('charge IGST to another state, with its rate, the shipping’s too', async () => {
    const order = await inclusiveOrder({ lines: [JOURNAL], shippingMinor: 9_900 });
    const text = await invoiceText(order);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Inter-state supply: IGST charged.');
    expect(text).not.toContain('CGST rate');
    expect(text).toContain('Daily Journal 4820 2 1198.00 0.00 1015.25 18% 182.75 1198.00');
    expect(text).toContain('Shipping (Standard) 9965 1 99.00 0.00 83.90 18% 15.10 99.00');
    expect(text).toContain('CGST INR 0.00');
    expect(text).toContain('IGST INR 197.85');
    expect(text).toContain('Total INR 1,297.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Two Hundred Ninety-Seven Only');
  });

  it('write a total in lakhs and paise in words', async () => {
    const order = await inclusiveOrder({
      lines: [{ ...JOURNAL, title: 'Archive Set', unitMinor: 14_990_050, quantity: 1 }],
      shippingMinor: 9_900,
      address: { state: 'Maharashtra', city: 'Mumbai', zipCode: '400001' },
    });
    const text = await invoiceText(order);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Total INR 1,49,999.50');
    expect(text).toContain(
      'Rupees One Lakh Forty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    );
  });

  it('mark a cancelled order’s invoice CANCELLED, with its credit notes and their amounts', async () => {
    const order = await inclusiveOrder({
      lines: [JOURNAL],
      shippingMinor: 9_900,
      address: TELANGANA,
      status: 'cancelled',
    });
    const first = await refunded(order, 50_000);
    const second = await refunded(order, order.amountMinor - 50_000);
    const text = await invoiceText(order);
    expect(text).toMatch(/^TAX INVOICE[\s\S]*CANCELLED/);
    expect(text).toContain('Credit notes against this invoice:');
    expect(text).toContain(`${first.number}: INR 500.00`);
    expect(text).toContain(`${second.number}: INR 797.00`);
    // The invoice itself still states what was supplied and charged.
    expect(text).toContain('Total INR 1,297.00');
  });

  it('zero-rate an export under LUT: no GST, lines from gross to taxable value, words in its currency', async () => {
    const order = await inclusiveOrder({
      lines: [
        { ...JOURNAL, unitMinor: 1_499, discountMinor: 200 },
        { ...POSTER, unitMinor: 999 },
      ],
      shippingMinor: 1_250,
      currency: 'USD',
      address: { country: 'Germany', state: 'Berlin', city: 'Berlin', zipCode: '10115' },
    });
    const text = await invoiceText(order);
    expect(text).toContain('EXPORT INVOICE');
    expect(text).toContain('Place of supply: Germany (export)');
    expect(text).toContain('Supply meant for export under LUT without payment of IGST.');
    expect(text).toContain('Daily Journal 4820 2 29.98 2.00 27.98 27.98');
    expect(text).toContain('Lotus Poster 4911 1 9.99 0.00 9.99 9.99');
    expect(text).toContain('Shipping (Standard) 9965 1 12.50 0.00 12.50 12.50');
    expect(text).not.toMatch(/CGST|SGST|IGST (INR|USD)|IGST rate/);
    expect(text).toContain('Taxable value USD 50.47');
    expect(text).toContain('Total USD 50.47');
    expect(text).toContain('Amount in words: US Dollars Fifty and Forty-Seven Cents Only');
  });

  it('total exactly the amount charged, for random orders within India and abroad', async () => {
    const line = fc.record({
      title: fc.constantFrom('Journal', 'Poster', 'Planner'),
      unitMinor: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
      taxPercent: fc.constantFrom(0, 5, 12, 18),
      hsnCode: fc.constantFrom('4820', '4911'),
      discountMinor: fc.integer({ min: 0, max: 20_000 }),
    });
    const samples = fc.sample(
      fc.record({
        lines: fc.array(line, { minLength: 1, maxLength: 12 }),
        shippingMinor: fc.integer({ min: 0, max: 50_000 }),
        address: fc.constantFrom(TELANGANA, {}, { country: 'Singapore', state: 'Singapore' }),
      }),
      { numRuns: 6, seed: 36 },
    );
    for (const spec of samples) {
      const order = await inclusiveOrder(spec);
      const text = await invoiceText(order);
      expect(text).toContain(`Total ${money(order.amountMinor, 'INR')}`);
      expect(text).not.toContain('Round off');
    }
  });
});

describe('invoices of orders priced before record 036', () => {
  it('keep their converted lines, shipping and round-off, in the summary table', async () => {
    // 2 x US$19.99 at 12% tax and 5% discount: 42.78 a line, converted at 84.12 line by line.
    const line = { title: 'Journal', quantity: 2, unitPriceCents: 1_999, taxPercent: 12 };
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `MM-L${randomBytes(5).toString('hex').toUpperCase()}`,
        userId: shopper.user.id,
        status: 'processing',
        paymentStatus: 'paid',
        pricing: 'usd_exclusive',
        subtotalCents: 7_996,
        shippingCents: 500,
        taxCents: 960,
        discountCents: 400,
        totalCents: 9_056,
        currency: 'INR',
        exchangeRate: 84.12,
        // The charge converted the total once: 9,056 x 84.12 = 7,61,790.72.
        amountMinor: 761_791,
        receiptEmail: shopper.user.email,
        shippingAddress: { ...SHIPPING, saveInfo: 'false' },
        gateway: 'sandbox',
        shippingMethodName: 'Standard',
      })
      .returning();
    await t.db.insert(orderItems).values(
      productIds.slice(0, 2).map((productId) => ({
        ...line,
        orderId: order!.id,
        productId,
        discountPercent: 5,
        hsnCode: '4820',
      })),
    );
    await t.db.transaction((tx) => issueInvoice(tx, order!.id, new Date()));
    const text = await invoiceText(order!);
    expect(text).toContain('HSN Qty Taxable value Rate CGST SGST IGST Total');
    expect(text).toContain('1 Journal 4820 2 3194.87 12% 0.00 0.00 403.78 3598.65');
    expect(text).not.toContain('Gross');
    expect(text).toContain('IGST INR 807.56');
    expect(text).toContain('Shipping (Standard) INR 420.60');
    expect(text).toContain('Round off INR 0.01');
    expect(text).toContain('Total INR 7,617.91');
    expect(text).toContain(
      'Amount in words: Rupees Seven Thousand Six Hundred Seventeen and Ninety-One Paise Only',
    );
  });
});
