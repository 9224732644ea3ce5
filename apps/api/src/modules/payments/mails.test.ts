/**
 * What the order mails say: the confirmation after payment and each status change the shop makes
 * (recipient, subject, amounts, tracking facts, links on PUBLIC_URL, names escaped in HTML).
 */
import {
  effectivePrice,
  formatMoney,
  fromMinor,
  lineDescription,
  SUPPORT,
  toMinor,
  type Product,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { latestMail, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://shop.example.test';
const HOSTILE_NAME = 'Asha <img src=x onerror=alert(1)>';
const RECEIPT = 'asha@example.com';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' }))
    .json()
    .products.filter((p: Product) => p.countInStock >= 5);
});
afterAll(() => t.close());

/** A paid order of two lines; returns what the gateway charged and the order. */
async function paidOrder(extra: object = {}) {
  const shopper = await signedInUser(t.app, t.db, { name: HOSTILE_NAME });
  const [a, b] = catalogue.splice(0, 2);
  const intent = (
    await createIntent(
      t.app,
      shopper.headers,
      [
        { id: a!._id, quantity: 2 },
        { id: b!._id, quantity: 1 },
      ],
      extra,
    )
  ).json();
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  expect(verified.statusCode, verified.body).toBe(200);
  return { intent, products: [a!, b!], orderNumber: verified.json().orderNumber as string };
}

/** The order as stored: its USD figures and the rate it was charged at. */
async function orderRow(orderNumber: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A receipt row of the text part: its label, a colon, padding, and its value at the line's end. */
const line = (label: string, value: string) =>
  new RegExp(`^${escapeRegExp(label)}: +${escapeRegExp(value)}$`, 'm');

const changeStatus = (orderId: string, change: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin.headers,
    payload: change,
  });

describe('order mails', () => {
  it('confirms a paid order: lines, totals in the charged currency, address, link, support', async () => {
    const { intent, products, orderNumber } = await paidOrder();
    const order = await orderRow(orderNumber);
    const inr = (minor: number) => formatMoney(fromMinor(minor), 'INR');

    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.subject).toBe(`Order ${orderNumber} confirmed — Mindful Marks`);
    const charged = formatMoney(fromMinor(intent.amount), 'INR');
    expect(charged).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    expect(mail.text).toContain(
      `We have received your payment of ${charged} for order ${orderNumber}.`,
    );
    // Rupee prices as the shop shows them, GST inside.
    const [a, b] = products.map((p) => toMinor(effectivePrice(p)));
    // Each line reads as the variant bought: the product's first, in stock in the seed.
    const [first, second] = products.map((p) =>
      lineDescription({ title: p.title, optionValues: p.variants![0]!.options }),
    );
    expect(mail.text).toMatch(line(`2 × ${first} at ${inr(a!)}`, inr(a! * 2)));
    expect(mail.text).toMatch(line(`1 × ${second} at ${inr(b!)}`, inr(b!)));
    expect(mail.text).toMatch(line('Subtotal', inr(order.subtotalCents)));
    // No method named: the India zone's first, Standard, is charged and named with its estimate.
    expect(order.shippingMethodName).toBe('Standard');
    expect(mail.text).toMatch(
      line('Shipping (Standard)', order.shippingCents ? inr(order.shippingCents) : 'Free'),
    );
    expect(mail.text).toMatch(/^Estimated delivery: \w{3} \d{1,2} \w+ - \w{3} \d{1,2} \w+\.$/m);
    expect(order.taxCents).toBeGreaterThan(0);
    expect(mail.text).toContain(`Includes ${inr(order.taxCents)} GST`);
    expect(mail.text).not.toMatch(/^Tax:/m);
    // The total is the sum of what was shown, and what the gateway charged, to the paisa.
    expect(intent.amount).toBe(a! * 2 + b! + order.shippingCents);
    expect(mail.text).toMatch(line('Total charged', charged));
    expect(mail.text).not.toContain('converted');
    // No anonymous discount: discounts come named, with promotions.
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain(
      'SHIPPING TO\nAsha Verma\n12 MG Road\nBengaluru, Karnataka 560001\nIndia\nPhone: +91 98450 12345',
    );
    expect(mail.text).toContain(`View your order: ${PUBLIC_URL}/orders/${orderNumber}?token=m.`);
    expect(mail.text).toContain(`write to ${SUPPORT.email} or call ${SUPPORT.phone}`);
    expect(mail.text).toContain(`Thank you, ${HOSTILE_NAME}`);

    expect(mail.html).toContain(charged);
    expect(mail.html).toContain(`Includes ${inr(order.taxCents)} GST`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/orders/${orderNumber}?token=m.`);
    expect(mail.html).toContain('<div>12 MG Road</div>');
    expect(mail.html).toContain(SUPPORT.email);
    expect(mail.html).toContain('Thank you, Asha &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('states a dollar order in dollars, without a conversion note; escapes the address', async () => {
    const { intent, orderNumber } = await paidOrder({
      currency: 'USD',
      shipping: { ...SHIPPING, address: 'Flat 4 <b>"Sunrise"</b> & Co' },
    });
    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.subject).toBe(`Order ${orderNumber} confirmed — Mindful Marks`);
    expect(mail.text).toMatch(line('Total charged', formatMoney(fromMinor(intent.amount), 'USD')));
    expect(mail.text).not.toContain('₹');
    expect(mail.text).not.toContain('converted');
    expect(mail.text).toContain('\nFlat 4 <b>"Sunrise"</b> & Co\n');
    expect(mail.html).toContain(
      '<div>Flat 4 &lt;b&gt;&quot;Sunrise&quot;&lt;/b&gt; &amp; Co</div>',
    );
    expect(mail.html).not.toContain('<b>');
  });

  it('mails each status change; shipping carries a readable date and the carrier link', async () => {
    const { intent, orderNumber } = await paidOrder();
    const orderId = intent.internalOrderId as string;

    expect((await changeStatus(orderId, { status: 'processing' })).statusCode).toBe(200);
    const processing = await latestMail(t.db, RECEIPT);
    expect(processing.subject).toBe(`Order ${orderNumber}: Processing`);
    expect(processing.text).toContain(`Order ${orderNumber} is now processing.`);

    const shipped = await changeStatus(orderId, {
      status: 'shipped',
      trackingNumber: '1234567890123',
      estimatedDelivery: '2026-11-28',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await latestMail(t.db, RECEIPT);
    const carrierUrl = 'https://www.delhivery.com/track/package/1234567890123';
    expect(mail.subject).toBe(`Order ${orderNumber}: Shipped`);
    expect(mail.text).toContain('Your order is shipped');
    expect(mail.text).toContain('Tracking number: 1234567890123 (Delhivery)');
    expect(mail.text).toContain('Estimated delivery: Saturday, 28 November 2026');
    expect(mail.text).not.toContain('2026-11-28');
    expect(mail.text).toContain(`Delhivery · Track parcel: ${carrierUrl}`);
    expect(mail.text).toContain(`View your order: ${PUBLIC_URL}/orders/${orderNumber}?token=m.`);
    expect(mail.html).toContain(`href="${carrierUrl}"`);
    expect(mail.html).toContain('Estimated delivery: Saturday, 28 November 2026');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/orders/${orderNumber}?token=m.`);
  });

  it('prints an unknown tracking number without a link, escaped in HTML', async () => {
    const { intent } = await paidOrder();
    const orderId = intent.internalOrderId as string;
    await changeStatus(orderId, { status: 'processing' });
    const shipped = await changeStatus(orderId, {
      status: 'shipped',
      trackingNumber: 'TRK<123>',
      estimatedDelivery: '2026-12-01',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.text).toContain('Tracking number: TRK<123>\n');
    expect(mail.text).toContain('Estimated delivery: Tuesday, 1 December 2026');
    expect(mail.text).not.toContain('Track parcel');
    expect(mail.html).toContain('Tracking number: TRK&lt;123&gt;');
    expect(mail.html).not.toContain('TRK<123>');
  });

  it('tells the shopper a cancelled paid order will be refunded', async () => {
    const { intent, orderNumber } = await paidOrder();
    const orderId = intent.internalOrderId as string;
    await changeStatus(orderId, { status: 'processing' });
    const res = await changeStatus(orderId, { status: 'cancelled', note: 'Damaged in storage' });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.subject).toBe(`Order ${orderNumber}: Cancelled`);
    expect(mail.text).toContain(`Order ${orderNumber} is now cancelled.`);
    expect(mail.text).toContain('refunded to the original method within 7-10 business days');
  });
});
