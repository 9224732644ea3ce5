/**
 * What the order mails say: the confirmation after payment and each status change the shop makes
 * (recipient, subject, amounts, tracking facts, links on PUBLIC_URL, names escaped in HTML).
 */
import { formatMoney, fromMinor, type Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
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
async function paidOrder() {
  const shopper = await signedInUser(t.app, t.db, { name: HOSTILE_NAME });
  const [a, b] = catalogue.splice(0, 2);
  const intent = (
    await createIntent(t.app, shopper.headers, [
      { id: a!._id, quantity: 2 },
      { id: b!._id, quantity: 1 },
    ])
  ).json();
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  expect(verified.statusCode, verified.body).toBe(200);
  return { intent, products: [a!, b!], orderNumber: verified.json().orderNumber as string };
}

const changeStatus = (orderId: string, change: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin.headers,
    payload: change,
  });

describe('order mails', () => {
  it('confirms a paid order to the receipt address: amount charged, lines, tracking link', async () => {
    const { intent, products, orderNumber } = await paidOrder();

    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.subject).toBe(`Order ${orderNumber} confirmed — Mindful Marks`);
    const charged = formatMoney(fromMinor(intent.amount), 'INR');
    expect(charged).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(mail.text).toContain(
      `We have received your payment of ${charged} for order ${orderNumber}.`,
    );
    expect(mail.text).toContain(`2 × ${products[0]!.title}`);
    expect(mail.text).toContain(`1 × ${products[1]!.title}`);
    expect(mail.text).toContain(`Track your order: ${PUBLIC_URL}/profile?query=orders`);
    expect(mail.text).toContain(`Thank you, ${HOSTILE_NAME}`);
    expect(mail.html).toContain(charged);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/profile?query=orders"`);
    expect(mail.html).toContain('Thank you, Asha &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('mails each status change; shipping carries the tracking number and delivery date', async () => {
    const { intent, orderNumber } = await paidOrder();
    const orderId = intent.internalOrderId as string;

    expect((await changeStatus(orderId, { status: 'processing' })).statusCode).toBe(200);
    const processing = await latestMail(t.db, RECEIPT);
    expect(processing.subject).toBe(`Order ${orderNumber}: Processing`);
    expect(processing.text).toContain(`Order ${orderNumber} is now processing.`);

    const shipped = await changeStatus(orderId, {
      status: 'shipped',
      trackingNumber: 'TRK<123>',
      estimatedDelivery: '2026-12-01',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await latestMail(t.db, RECEIPT);
    expect(mail.subject).toBe(`Order ${orderNumber}: Shipped`);
    expect(mail.text).toContain('Your order is shipped');
    expect(mail.text).toContain('Tracking number: TRK<123>');
    expect(mail.text).toContain('Estimated delivery: 2026-12-01');
    expect(mail.text).toContain(`Track your order: ${PUBLIC_URL}/profile?query=orders`);
    expect(mail.html).toContain('Tracking number: TRK&lt;123&gt;');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/profile?query=orders"`);
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
