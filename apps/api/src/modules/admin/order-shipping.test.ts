/**
 * The owner's order names the shipping method paid for and the day it must leave the studio
 * (issue 29, record 057); the packing slip names the method too.
 */
import { dayIn, shipByDay, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { productInStock, signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  product = await productInStock(t.app);
});
afterAll(() => t.close());

/** An order placed with `extra` (a shipping method, say); paid through the sandbox unless not. */
async function order(extra: object, pay = true) {
  const line = [{ id: product._id, quantity: 1 }];
  const intent = (await createIntent(t.app, customer.headers, line, extra)).json();
  if (pay) {
    const payment = (await payWithSandbox(t.app, customer.headers, intent.order_id)).json();
    await verify(t.app, customer.headers, payment, intent.internalOrderId);
  }
  return intent.internalOrderId as string;
}

const adminOrder = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })).json().order;

describe("the owner's order and its shipping method", () => {
  it('carries the method paid for and the ship-by day, counted from the shop day of payment', async () => {
    const id = await order({ shippingMethod: 'express' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const paidDay = dayIn(t.config.shopTimeZone, row!.paidAt!);
    expect(await adminOrder(id)).toMatchObject({
      shippingMethod: { code: 'express', name: 'Express', minDays: 2, maxDays: 3 },
      shipBy: shipByDay(paidDay),
    });
    // Two business days on from the day of payment, never on it.
    expect(shipByDay(paidDay) > paidDay).toBe(true);
  });

  it('says null for an order from before the rate table, and no ship-by day until it is paid', async () => {
    const unpaid = await order({ shippingMethod: 'standard' }, false);
    expect(await adminOrder(unpaid)).toMatchObject({
      shippingMethod: { code: 'standard', name: 'Standard' },
      shipBy: null,
    });
    const older = await order({});
    await t.db
      .update(orders)
      .set({ shippingMethodCode: null, shippingMethodName: null })
      .where(eq(orders.id, older));
    const read = await adminOrder(older);
    expect(read.shippingMethod).toBeNull();
    expect(read.shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the method and its transit time on the packing slip', async () => {
    const id = await order({ shippingMethod: 'express' });
    const res = await t.app.inject({
      url: `/api/admin/orders/${id}/packing-slip.pdf`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Shipping: Express · 2-3 business days');
  });
});
