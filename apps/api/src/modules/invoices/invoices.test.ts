/**
 * GST tax invoices (issue 14): every paid order gets one, numbered consecutively per financial
 * year even when payments race (run with TEST_DATABASE_URL for the PostgreSQL server), with the
 * seller's GSTIN, each line's HSN code and the tax split by place of supply; refunds get credit
 * notes; the owner prints packing slips. The PDFs are read back as text.
 */
import { financialYear, invoiceNumber, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { signedInUser, setStock } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let catalogue: Product[];
let poster: Product;
let journal: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
  poster = catalogue.find((p) => p.category.slug === 'posters' && p.countInStock > 0)!;
  journal = catalogue.find((p) => p.category.slug === 'journals' && p.countInStock > 0)!;
  for (const p of catalogue) await setStock(t.db, p._id, 500);
});
afterAll(() => t.close());

async function paid(shipping: object = SHIPPING, items = [{ id: journal._id, quantity: 1 }]) {
  const shopper = await signedInUser(t.app, t.db);
  const intent = (
    await createIntent(t.app, shopper.headers, items, {
      shipping: { ...SHIPPING, ...shipping },
      ...('country' in shipping && shipping.country !== 'India' && { shippingMethod: undefined }),
    })
  ).json();
  expect(intent.success, JSON.stringify(intent)).toBe(true);
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  expect(verified.statusCode, verified.body).toBe(200);
  return {
    shopper,
    orderNumber: verified.json().orderNumber as string,
    id: intent.internalOrderId,
  };
}

const invoiceOf = (orderNumber: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/my-orders/${orderNumber}/invoice.pdf`,
    headers,
  });

describe('tax invoices', () => {
  it('prints the GSTIN, the number, each HSN code and CGST + SGST for a supply within Telangana', async () => {
    const { shopper, orderNumber, id } = await paid(
      { state: 'Telangana', city: 'Hyderabad', zipCode: '500034' },
      [
        { id: journal._id, quantity: 2 },
        { id: poster._id, quantity: 1 },
      ],
    );
    const res = await invoiceOf(orderNumber, shopper.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(row!.number).toMatch(/^MM\/\d{2}-\d{2}\/\d{6}$/);
    expect(row!.number.length).toBeLessThanOrEqual(16);
    expect(res.headers['content-disposition']).toContain(`${row!.number.replaceAll('/', '-')}.pdf`);

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 36AAAFM0000A1Z5');
    expect(text).toContain(`Invoice number: ${row!.number}`);
    expect(text).toContain('Place of supply: Telangana');
    expect(text).toMatch(/\b4820\b/);
    expect(text).toMatch(/\b4911\b/);
    expect(text).toContain('Intra-state supply: CGST and SGST charged.');
    // The tax is split in halves; no IGST.
    expect(text).toMatch(/CGST INR [1-9][\d,]*\.\d{2}/);
    expect(text).toMatch(/SGST INR [1-9][\d,]*\.\d{2}/);
    expect(text).toContain('IGST INR 0.00');
  });

  it('charges IGST to another state and calls an order abroad an export invoice', async () => {
    const karnataka = await paid();
    const text = await pdfText((await invoiceOf(karnataka.orderNumber, admin.headers)).rawPayload);
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).toContain('Inter-state supply: IGST charged.');
    expect(text).toContain('CGST INR 0.00');
    expect(text).toMatch(/IGST INR [1-9][\d,]*\.\d{2}/);

    const abroad = await paid({
      country: 'Germany',
      state: 'Berlin',
      city: 'Berlin',
      zipCode: '10115',
      number: '+49 30 1234567',
    });
    const exported = await pdfText((await invoiceOf(abroad.orderNumber, admin.headers)).rawPayload);
    expect(exported).toContain('EXPORT INVOICE');
    expect(exported).toContain('Place of supply: Germany (export)');
  });

  it('itemises an order the checkout priced GST-inclusive, to the paisa of its charge', async () => {
    const { shopper, orderNumber, id } = await paid({ state: 'Telangana' }, [
      { id: journal._id, quantity: 3 },
      { id: poster._id, quantity: 2 },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.pricing).toBe('inclusive');
    const text = await pdfText((await invoiceOf(orderNumber, shopper.headers)).rawPayload);
    expect(text).toContain('Gross Discount Taxable value CGST');
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain('Place of supply: Telangana (36)');
    if (order!.shippingCents > 0) expect(text).toMatch(/Shipping \(.+\) 9965 1 /);
    expect(text).not.toContain('Round off');
    const total = (order!.amountMinor / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(text).toContain(`Total INR ${total}`);
    expect(text).toMatch(/Amount in words: Rupees .+ Only/);
  });

  it('is for the order’s customer and the owner only', async () => {
    const { orderNumber } = await paid();
    const stranger = await signedInUser(t.app, t.db);
    expect((await invoiceOf(orderNumber, stranger.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/products/my-orders/${orderNumber}/invoice.pdf` }))
        .statusCode,
    ).toBe(401);
    expect((await invoiceOf(orderNumber, admin.headers)).statusCode).toBe(200);
  });

  it('numbers invoices consecutively and uniquely while 20 payments race', async () => {
    const fy = financialYear(new Date());
    const before = await t.db.select().from(invoices).where(eq(invoices.financialYear, fy));
    const ready = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const shopper = await signedInUser(t.app, t.db);
        const intent = (
          await createIntent(t.app, shopper.headers, [{ id: journal._id, quantity: 1 }])
        ).json();
        const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
        return { shopper, intent, payment };
      }),
    );
    const results = await Promise.all(
      ready.map(({ shopper, intent, payment }) =>
        verify(t.app, shopper.headers, payment, intent.internalOrderId),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = (await t.db.select().from(invoices).where(eq(invoices.financialYear, fy))).filter(
      (i) => i.kind === 'invoice',
    );
    const issued = after.filter((i) => !before.some((b) => b.id === i.id));
    expect(issued).toHaveLength(20);
    const sequences = after.map((i) => Number(i.number.split('/')[2])).sort((a, b) => a - b);
    // Every number from 1 to the last, each once: no gaps, no duplicates.
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(after.map((i) => i.number)).size).toBe(after.length);
    expect(after.at(-1)).toBeTruthy();
    expect(invoiceNumber('invoice', fy, sequences.length)).toBe(
      after.find((i) => i.number.endsWith(String(sequences.length).padStart(6, '0')))!.number,
    );
  });
});

describe('credit notes and packing slips', () => {
  it('issues a credit note for a refund, against the invoice', async () => {
    const { shopper, orderNumber, id } = await paid();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: admin.headers,
      payload: { amountMinor: 500, currency: 'INR', reason: 'Scuffed cover' },
    });
    expect(refund.statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    const res = await t.app.inject({
      url: `/api/products/my-orders/${orderNumber}/credit-notes/${refund.json().refund.id}.pdf`,
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(/Credit note number: CN\/\d{2}-\d{2}\/\d{6}/);
    expect(text).toContain(`Against invoice: ${invoice!.number}`);
    expect(text).toContain('Refund: Scuffed cover');
    expect(text).toContain('Credited INR 5.00');
  });

  it('prints a packing slip for the owner, with the items and the address', async () => {
    const { id } = await paid({ state: 'Telangana' }, [{ id: poster._id, quantity: 3 }]);
    const res = await t.app.inject({
      url: `/api/admin/orders/${id}/packing-slip.pdf`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(poster.title);
    expect(text).toContain('12 MG Road');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(text).toContain(order!.orderNumber);
    const shopper = await signedInUser(t.app, t.db);
    expect(
      (
        await t.app.inject({
          url: `/api/admin/orders/${id}/packing-slip.pdf`,
          headers: shopper.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the order confirmation mail', () => {
  it('carries the tax invoice as a PDF attachment', async () => {
    const sink = await startSmtpSink();
    const mailing = await createTestApp({ smtpUrl: sink.url });
    try {
      const p = (await mailing.app.inject({ method: 'GET', url: '/api/products/get-products' }))
        .json()
        .products.find((x: Product) => x.countInStock > 0) as Product;
      const shopper = await signedInUser(mailing.app, mailing.db);
      const intent = (
        await createIntent(mailing.app, shopper.headers, [{ id: p._id, quantity: 1 }])
      ).json();
      const payment = (await payWithSandbox(mailing.app, shopper.headers, intent.order_id)).json();
      const verified = await verify(mailing.app, shopper.headers, payment, intent.internalOrderId);
      const orderNumber = verified.json().orderNumber as string;
      await mailing.app.services.mailer.deliverPending();
      const [invoice] = await mailing.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, intent.internalOrderId));
      const confirmation = sink.received.find((m) => m.subject.includes(orderNumber));
      expect(confirmation?.attachments).toEqual([
        `Invoice-${invoice!.number.replaceAll('/', '-')}.pdf`,
      ]);
    } finally {
      await mailing.close();
      await sink.close();
    }
  });
});
