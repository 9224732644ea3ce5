/** The owner's view of sales (issue 14): a chosen window, in the shop currency, refunds subtracted, CSV. */
import { dayIn, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { shopRange } from './shop-days';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  product = (await t.app.inject({ url: '/api/products/get-products' }))
    .json()
    .products.find((p: Product) => p.countInStock > 3);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin.headers });

async function paidOrder(shipping: object = {}) {
  const shopper = await signedInUser(t.app, t.db);
  const intent = (
    await createIntent(t.app, shopper.headers, [{ id: product._id, quantity: 1 }], {
      shipping: { ...SHIPPING, ...shipping },
    })
  ).json();
  expect(intent.success, JSON.stringify(intent)).toBe(true);
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.id, intent.internalOrderId as string));
  return { order: order!, orderNumber: verified.json().orderNumber as string };
}

/** An order paid without an account (issue 27): the checkout's token stands in for a session. */
async function guestOrder(shipping: object) {
  const intent = (
    await createIntent(t.app, {}, [{ id: product._id, quantity: 1 }], {
      receipt_email: 'guest-buyer@example.com',
      shipping: { ...SHIPPING, ...shipping },
    })
  ).json();
  expect(intent.success, JSON.stringify(intent)).toBe(true);
  const payment = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    payload: {
      order_id: intent.order_id,
      method: 'card',
      card_number: '4111 1111 1111 1111',
      order_token: intent.orderToken,
    },
  });
  expect(payment.statusCode, payment.body).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    payload: {
      ...(payment.json() as object),
      internalOrderId: intent.internalOrderId,
      orderToken: intent.orderToken,
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { orderNumber: verified.json().orderNumber as string };
}

describe('the sales dashboard', () => {
  it('covers the chosen window: 7, 30 or 90 days, or from one day to another', async () => {
    const weekRes = await get('/api/admin/dashboard?days=7');
    expect(weekRes.statusCode, weekRes.body).toBe(200);
    const week = weekRes.json();
    expect(week.series).toHaveLength(7);
    expect(week.range).toEqual(shopRange({ days: 7 }, t.config.shopTimeZone));
    const custom = (await get('/api/admin/dashboard?from=2026-01-01&to=2026-01-31')).json();
    expect(custom.range).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(custom.series).toHaveLength(31);
    expect(custom.series[0].day).toBe('2026-01-01');
    for (const bad of [
      'days=12',
      'from=2026-02-01&to=2026-01-01',
      'from=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
    ]) {
      const res = await get(`/api/admin/dashboard?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('shows rupees, with refunds subtracted', async () => {
    const before = (await get('/api/admin/dashboard?days=7')).json().totals;
    const { order } = await paidOrder();
    expect(order.currency).toBe('INR');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { amountMinor: 1000, currency: 'INR', reason: 'Goodwill' },
    });
    const after = (await get('/api/admin/dashboard?days=7')).json();
    expect(after.currency).toBe('INR');
    const cents = (n: number) => Math.round(n * 100);
    const rupees = Math.round(order.amountMinor / order.shopRate);
    expect(cents(after.totals.revenue) - cents(before.revenue)).toBe(rupees);
    expect(cents(after.totals.refunds) - cents(before.refunds)).toBe(1000);
    expect(cents(after.totals.net)).toBe(cents(after.totals.revenue) - cents(after.totals.refunds));
  });
});

describe('the orders export', () => {
  it('lists the window’s orders with their invoice numbers, formulas neutralised', async () => {
    const { order, orderNumber } = await paidOrder({ city: '=HYPERLINK("http://x")' });
    const today = dayIn(t.config.shopTimeZone);
    const res = await get(`/api/admin/orders/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`orders-${today}-to-${today}.csv`);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe(
      'order_number,paid_at,customer_email,ship_to,status,payment_status,currency,charged,refunded,total_inr,refunded_inr,invoice_number,buyer_gstin,business_name',
    );
    const row = rows.find((r) => r.startsWith(orderNumber))!;
    // A consumer: the invoice number, then empty GSTIN and business name.
    expect(row).toMatch(/,MM\/\d{2}-\d{2}\/\d{6},,$/);
    const charged = (order.amountMinor / 100).toFixed(2);
    expect(row).toContain(`,INR,${charged},0.00,${charged},0.00,`);
    expect(row.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    // The city a customer typed cannot run as a formula in a spreadsheet.
    expect(row).toContain(`"'=HYPERLINK(""http://x""), Karnataka, India"`);
    const shopper = await signedInUser(t.app, t.db);
    expect(
      (await t.app.inject({ url: '/api/admin/orders/export.csv', headers: shopper.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('carries a business buyer’s GSTIN and legal name, and a guest’s order by its e-mail', async () => {
    const business = await paidOrder({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Lotus, Stationers',
    });
    const guest = await guestOrder({ gstin: '36AABCT1332L1ZF', businessName: 'Deccan Desk Co' });
    const today = dayIn(t.config.shopTimeZone);
    const rows = (await get(`/api/admin/orders/export.csv?from=${today}&to=${today}`)).body
      .trim()
      .split('\r\n');
    const rowOf = (orderNumber: string) => rows.find((r) => r.startsWith(`${orderNumber},`));
    expect(rowOf(business.orderNumber)).toMatch(
      /,MM\/\d{2}-\d{2}\/\d{6},27AAPFU0939F1ZV,"Lotus, Stationers"$/,
    );
    const guestRow = rowOf(guest.orderNumber);
    expect(guestRow?.split(',')[2]).toBe('guest-buyer@example.com');
    expect(guestRow).toMatch(/,36AABCT1332L1ZF,Deccan Desk Co$/);
  });
});
