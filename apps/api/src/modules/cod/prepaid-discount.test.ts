/**
 * The owner's prepaid discount (issue 27): an online payment where cash on delivery is offered
 * is charged a percentage less on each line's goods, GST computed back out of what the line costs;
 * a COD order pays the fee instead, and a checkout without a COD choice earns nothing.
 */
import {
  COD_DEFAULT_SETTINGS,
  computeInclusiveTotals,
  effectivePrice,
  percentOfMinor,
  type Product,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscounts, orderItems, orders } from '../../db/schema';
import { PREPAID_DISCOUNT_NAME } from '../payments';
import { createIntent } from '../../test/checkout';
import { placeCod } from '../../test/cod';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  const owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/cod/settings',
    headers: owner,
    payload: { ...COD_DEFAULT_SETTINGS, prepaidDiscountPercent: 10 },
  });
  expect(saved.statusCode).toBe(200);
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const cheap = catalogue.filter((p) => p.countInStock >= 10 && effectivePrice(p) <= 1000);
  items = [
    { id: cheap[0]!._id, quantity: 2 },
    { id: cheap[1]!._id, quantity: 1 },
  ];
});
afterAll(() => t.close());

async function orderWithLines(id: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  return { order: order!, lines };
}

describe('the prepaid discount', () => {
  it('takes 10% off each line of an online payment in rupees to India', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, headers, items);
    expect(res.statusCode).toBe(200);
    const { order, lines } = await orderWithLines(res.json().internalOrderId);
    const expected = computeInclusiveTotals(
      lines.map((l) => ({
        unitMinor: l.unitPriceCents,
        quantity: l.quantity,
        taxPercent: l.taxPercent ?? 0,
        discountMinor: percentOfMinor(l.unitPriceCents * l.quantity, 10),
      })),
      order.shippingCents,
      true,
    );
    expect(expected.discount).toBeGreaterThan(0);
    for (const l of lines)
      expect(l.discountMinor).toBe(percentOfMinor(l.unitPriceCents * l.quantity, 10));
    // Named, as every discount is since promotions (issue 28): the order and invoice read it.
    const named = await t.db
      .select()
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, order.id));
    expect(named.map((d) => [d.code, d.name, d.amountMinor])).toEqual([
      [null, PREPAID_DISCOUNT_NAME, expected.discount],
    ]);
    expect(order).toMatchObject({
      discountCents: expected.discount,
      taxCents: expected.tax,
      totalCents: expected.total,
      amountMinor: expected.total,
    });
    expect(res.json().amount).toBe(expected.total);
  });

  it('is not given to a COD order, which pays the fee instead', async () => {
    const res = await placeCod(t.app, items, {
      email: 'prepaid-cod@example.com',
      shipping: { number: '+91 93333 00001' },
    });
    expect(res.statusCode).toBe(200);
    const { order, lines } = await orderWithLines(res.json().orderId);
    expect(order.discountCents).toBe(0);
    expect(lines.every((l) => l.discountMinor === 0)).toBe(true);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + 4900);
  });

  it('is not given where there is no COD to choose instead (another currency)', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, headers, items, { currency: 'USD' });
    expect(res.statusCode).toBe(200);
    const { order } = await orderWithLines(res.json().internalOrderId);
    expect(order.discountCents).toBe(0);
  });
});
