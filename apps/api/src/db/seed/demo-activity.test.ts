import {
  computeInclusiveTotals,
  DEFAULT_SHOP_CURRENCY,
  fromMinor,
  unitPriceIn,
  type PriceContext,
  type Rates,
} from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { invoices, orderItems, orders, payments, products } from '../schema';
import { seedDemoActivity } from './demo-activity';

let t: Awaited<ReturnType<typeof createTestApp>>;
let rates: Rates;
beforeAll(async () => {
  t = await createTestApp();
  // The currency service's rates: on a fresh database, the committed snapshot.
  rates = (await t.app.services.currency.getRates()).rates;
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[];
  return Number(Object.values(rows[0]!)[0]);
};

const linesOf = (orderId: string) =>
  t.db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));

describe('demo activity', () => {
  it('adds paid orders over the last 30 days and reviews that set product ratings, once', async () => {
    await seedDemoActivity(t.db, { rates });
    expect(
      await count(
        sql`select count(*) from orders where payment_status = 'paid' and paid_at > now() - interval '30 days'`,
      ),
    ).toBe(42);
    expect(await count(sql`select count(*) from reviews`)).toBeGreaterThan(10);
    expect(
      await count(
        sql`select count(*) from products p where reviews_count = (select count(*) from reviews r where r.product_id = p.id)`,
      ),
    ).toBe(await count(sql`select count(*) from products`));
    expect(
      await count(
        sql`select count(*) from products where reviews_count > 0 and rating between 1 and 5`,
      ),
    ).toBeGreaterThan(5);
    await seedDemoActivity(t.db, { rates });
    expect(await count(sql`select count(*) from orders`)).toBe(42);
  });

  it('writes reviews a shopper would believe: past, unedited, by buyers of delivered orders, each text once per product and about its category', async () => {
    expect(await count(sql`select count(*) from reviews where created_at > now()`)).toBe(0);
    expect(await count(sql`select count(*) from reviews where updated_at <> created_at`)).toBe(0);
    expect(
      await count(sql`select count(*) from (select product_id, comment from reviews
        group by product_id, comment having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from reviews r where not exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        where o.user_id = r.user_id and i.product_id = r.product_id and o.status = 'delivered'
          and o.paid_at < r.created_at)`),
    ).toBe(0);
    // Paper and ink belong to journals, frames and prints to posters.
    expect(
      await count(sql`select count(*) from reviews r join products p on p.id = r.product_id
        where (p.category_slug <> 'journals' and r.comment ilike '%ink%')
           or (p.category_slug <> 'posters' and r.comment ilike '%frame%')`),
    ).toBe(0);
  });

  it('prices each order GST-inclusive in the currency charged, its total the sum of its lines and shipping', async () => {
    const context: PriceContext = { shopCurrency: DEFAULT_SHOP_CURRENCY, rates, rounding: {} };
    const all = await t.db.select().from(orders);
    expect(new Set(all.map((o) => o.currency))).toEqual(new Set(['INR', 'USD']));
    for (const order of all) {
      const lines = await linesOf(order.id);
      const taxed = order.shippingAddress.country === 'India';
      expect(order.currency).toBe(taxed ? 'INR' : 'USD');
      expect(order).toMatchObject({ pricing: 'inclusive', exchangeRate: 1 });
      expect(order.shopRate).toBeCloseTo(taxed ? 1 : rates.USD! / rates.INR!, 10);
      for (const { item, product } of lines) {
        expect(item.unitPriceCents).toBe(unitPriceIn(product, order.currency, context));
        expect(item).toMatchObject({
          taxPercent: taxed ? product.taxPercent : 0,
          hsnCode: product.hsnCode,
          discountMinor: 0,
          discountPercent: 0,
        });
      }
      if (taxed) expect(lines.every(({ item }) => item.unitPriceCents % 100 === 0)).toBe(true);
      const goods = lines.reduce((s, { item }) => s + item.unitPriceCents * item.quantity, 0);
      expect(order.subtotalCents).toBe(goods);
      expect(order.totalCents).toBe(goods + order.shippingCents);
      expect(order.amountMinor).toBe(order.totalCents);
      const totals = computeInclusiveTotals(
        lines.map(({ item }) => ({
          unitMinor: item.unitPriceCents,
          quantity: item.quantity,
          taxPercent: item.taxPercent!,
        })),
        order.shippingCents,
        taxed,
      );
      expect(order.taxCents).toBe(totals.tax);
      if (!taxed) expect(order.taxCents).toBe(0);
      // Standard shipping within India: ₹79, free from ₹999 of goods.
      if (taxed && order.shippingMethodCode === 'standard')
        expect(order.shippingCents).toBe(goods >= 999_00 ? 0 : 79_00);
    }
  });

  it('records each paid order as a captured sandbox payment with its tax invoice, numbered in order', async () => {
    const all = await t.db.select().from(orders).orderBy(asc(orders.paidAt));
    for (const order of all) {
      const paid = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(paid).toEqual([
        expect.objectContaining({
          gateway: 'sandbox',
          gatewayPaymentId: order.gatewayPaymentId,
          amountMinor: order.amountMinor,
          currency: order.currency,
          status: 'captured',
        }),
      ]);
      expect(order.gatewayOrderId).toMatch(/^order_/);
      expect(order.gatewayPaymentId).toMatch(/^pay_/);
    }
    const issued = await t.db
      .select({ number: invoices.number, orderId: invoices.orderId })
      .from(invoices)
      .orderBy(asc(invoices.number));
    expect(issued.map((i) => i.orderId)).toEqual(all.map((o) => o.id));
    expect(issued.map((i) => Number(i.number.slice(-6)))).toEqual(all.map((_, i) => i + 1));
  });

  it('lets the owner refund a seeded paid order through the API, in rupees and in dollars', async () => {
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    for (const currency of ['INR', 'USD']) {
      const [order] = await t.db.select().from(orders).where(eq(orders.currency, currency));
      const url = `/api/admin/orders/${order!.id}/refunds`;
      const before = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json();
      expect(before).toMatchObject({ captured: fromMinor(order!.amountMinor), currency });
      expect(before.captured).toBeGreaterThan(0);
      const refunded = await t.app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { amountMinor: order!.amountMinor, currency, reason: 'Demo refund' },
      });
      expect(refunded.statusCode).toBe(201);
      expect(refunded.json().refund).toMatchObject({ status: 'processed', currency });
      const [after] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(after!.paymentStatus).toBe('refunded');
    }
  });
});
