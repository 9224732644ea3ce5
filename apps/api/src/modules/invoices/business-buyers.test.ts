/**
 * Business buyers (issue 27): a checkout with a GSTIN and legal name gets a tax invoice that bills
 * the business, prints its GSTIN as the recipient's, and takes the place of supply from the
 * GSTIN's state code, not from the delivery address; a mistyped GSTIN never reaches an order.
 * The owner's order page carries both. The PDFs are read back as text.
 */
import { GSTIN_MESSAGES, type Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { setStock, signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let journal: Product;

/** Registered in Maharashtra (27): the GST portal's published example. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
/** Registered in Telangana (36), the seller's state; its check character computed by the rule. */
const TELANGANA_GSTIN = '36AABCT1332L1ZF';
const HYDERABAD = { city: 'Hyderabad', state: 'Telangana', zipCode: '500034' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  const catalogue: Product[] = (await t.app.inject({ url: '/api/products/get-products' })).json()
    .products;
  journal = catalogue.find((p) => p.category.slug === 'journals' && p.countInStock > 0)!;
  await setStock(t.db, journal._id, 500);
});
afterAll(() => t.close());

async function paid(shipping: object) {
  const shopper = await signedInUser(t.app, t.db);
  const intent = (
    await createIntent(t.app, shopper.headers, [{ id: journal._id, quantity: 2 }], {
      shipping: { ...SHIPPING, ...shipping },
    })
  ).json();
  expect(intent.success, JSON.stringify(intent)).toBe(true);
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  expect(verified.statusCode, verified.body).toBe(200);
  return { orderNumber: verified.json().orderNumber as string, id: intent.internalOrderId };
}

const invoiceText = async (orderNumber: string) => {
  const res = await t.app.inject({
    url: `/api/products/my-orders/${orderNumber}/invoice.pdf`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

describe('a business buyer’s tax invoice', () => {
  it('bills the business by its GSTIN, the place of supply its state, though delivered in Telangana', async () => {
    const { orderNumber } = await paid({
      ...HYDERABAD,
      gstin: ' 27aapfu0939f1zv ',
      businessName: 'Lotus Stationers LLP',
    });
    const text = await invoiceText(orderNumber);
    expect(text).toContain(`Recipient GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toMatch(/BILL TO \/ SHIP TO\s+Lotus Stationers LLP\s+Asha Verma/);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    // Maharashtra is not the seller's state: IGST, though the parcel stays in Telangana.
    expect(text).toContain('Inter-state supply: IGST charged.');
    expect(text).toContain('CGST INR 0.00');
    expect(text).toMatch(/IGST INR [1-9][\d,]*\.\d{2}/);
    // The seller's own GSTIN keeps its plain label.
    expect(text).toContain('GSTIN: 36AAAFM0000A1Z5');
  });

  it('charges CGST + SGST to a Telangana registration delivered to Karnataka', async () => {
    const { orderNumber } = await paid({ gstin: TELANGANA_GSTIN, businessName: 'Deccan Desk Co' });
    const text = await invoiceText(orderNumber);
    expect(text).toContain(`Recipient GSTIN: ${TELANGANA_GSTIN}`);
    expect(text).toContain('Place of supply: Telangana (36)');
    expect(text).toContain('Intra-state supply: CGST and SGST charged.');
    expect(text).toMatch(/CGST INR [1-9][\d,]*\.\d{2}/);
    expect(text).toContain('IGST INR 0.00');
    expect(text).toContain('12 MG Road');
  });

  it('keeps a consumer’s place of supply at the delivery address, with no recipient GSTIN', async () => {
    const { orderNumber } = await paid(HYDERABAD);
    const text = await invoiceText(orderNumber);
    expect(text).toContain('Place of supply: Telangana (36)');
    expect(text).not.toContain('Recipient GSTIN');
    expect(text).toMatch(/BILL TO \/ SHIP TO\s+Asha Verma/);
  });

  it('gives the credit note of a refund the same recipient and place of supply', async () => {
    const { orderNumber, id } = await paid({
      ...HYDERABAD,
      gstin: MAHARASHTRA_GSTIN,
      businessName: 'Lotus Stationers LLP',
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: admin.headers,
      payload: { amountMinor: 5000, currency: 'INR', reason: 'Scuffed cover' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const res = await t.app.inject({
      url: `/api/products/my-orders/${orderNumber}/credit-notes/${refund.json().refund.id}.pdf`,
      headers: admin.headers,
    });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Recipient GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Lotus Stationers LLP');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('CGST INR 0.00');
    expect(text).toMatch(/IGST INR [1-9][\d,]*\.\d{2}/);
  });
});

describe('the GSTIN at checkout and on the owner’s order page', () => {
  it('refuses a GSTIN with a wrong check character before any order exists', async () => {
    const shopper = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, shopper.headers, [{ id: journal._id, quantity: 1 }], {
      shipping: { ...SHIPPING, gstin: '27AAPFU0939F1ZW', businessName: 'Lotus Stationers LLP' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['shipping.gstin']).toBe(GSTIN_MESSAGES.checksum);
    const orders = await t.app.inject({
      url: '/api/products/my-orders',
      headers: shopper.headers,
    });
    expect(orders.json().orders).toEqual([]);
  });

  it('shows the owner the GSTIN and business name, null for a consumer', async () => {
    const business = await paid({ gstin: MAHARASHTRA_GSTIN, businessName: 'Lotus Stationers LLP' });
    const consumer = await paid({});
    const detail = async (id: string) =>
      (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })).json().order;
    expect(await detail(business.id)).toMatchObject({
      buyerGstin: MAHARASHTRA_GSTIN,
      businessName: 'Lotus Stationers LLP',
    });
    expect(await detail(consumer.id)).toMatchObject({ buyerGstin: null, businessName: null });
  });
});
