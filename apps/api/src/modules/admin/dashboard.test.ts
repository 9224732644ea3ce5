/**
 * The dashboard counts the shop's days (Asia/Kolkata) and one currency (INR): every order, whatever
 * it was charged in, at the rate it recorded (record 036); every day of the window is present.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscounts, orderItems, orders, payments, products, refunds } from '../../db/schema';
import { createUser, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { shopRange, shopTimestamp } from './shop-days';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ shopCurrency: 'INR', shopTimeZone: 'Asia/Kolkata' });
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
});
afterAll(() => t.close());

const WINDOW = 'from=2026-11-24&to=2026-11-27';
const dashboard = async (query = WINDOW) => {
  const res = await t.app.inject({ url: `/api/admin/dashboard?${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const minor = (major: number) => Math.round(major * 100);

type OrderRow = typeof orders.$inferInsert;
/** A paid order with one line, written as checkout leaves it. */
async function paidOrder(
  paidAt: string,
  money: Pick<OrderRow, 'currency' | 'pricing' | 'exchangeRate' | 'shopRate' | 'amountMinor'>,
  line: { quantity: number; unitPriceCents: number },
) {
  const user = await createUser(t.db);
  const [product] = await t.db.select().from(products).limit(1);
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `MM-T-${randomBytes(4).toString('hex')}`,
      userId: user.id,
      paymentStatus: 'paid',
      subtotalCents: money.amountMinor,
      shippingCents: 0,
      taxCents: 0,
      discountCents: 0,
      totalCents: money.amountMinor,
      receiptEmail: user.email,
      shippingAddress: { city: 'Pune', country: 'India' },
      gateway: 'sandbox',
      paidAt: new Date(paidAt),
      ...money,
    })
    .returning();
  await t.db
    .insert(orderItems)
    .values({ orderId: order!.id, productId: product!.id, title: 'Test planner', ...line });
  return order!;
}

async function processedRefund(order: typeof orders.$inferSelect, amountMinor: number, at: string) {
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
  await t.db.insert(refunds).values({
    orderId: order.id,
    paymentId: payment!.id,
    amountMinor,
    currency: order.currency,
    reason: 'Goodwill',
    status: 'processed',
    updatedAt: new Date(at),
  });
}

describe('the dashboard in the shop’s days and currency', () => {
  it('counts an order paid at 00:23 in Kolkata (18:53 UTC the day before) on the Kolkata day', async () => {
    const before = await dashboard();
    await paidOrder(
      '2026-11-25T18:53:00Z',
      { currency: 'INR', pricing: 'inclusive', exchangeRate: 1, shopRate: 1, amountMinor: 50_000 },
      { quantity: 1, unitPriceCents: 50_000 },
    );
    const after = await dashboard();
    const added = (day: string) => {
      const of = (d: { series: { day: string; orders: number; revenue: number }[] }) =>
        d.series.find((s) => s.day === day)!;
      return {
        orders: of(after).orders - of(before).orders,
        revenue: minor(of(after).revenue) - minor(of(before).revenue),
      };
    };
    expect(added('2026-11-26')).toEqual({ orders: 1, revenue: 50_000 });
    expect(added('2026-11-25')).toEqual({ orders: 0, revenue: 0 });
    // The day's own window holds it; the day before's (in UTC, its day) does not.
    const on26 = await dashboard('from=2026-11-26&to=2026-11-26');
    const on25 = await dashboard('from=2026-11-25&to=2026-11-25');
    expect(on26.series).toEqual([expect.objectContaining({ day: '2026-11-26' })]);
    expect(on26.totals.orders).toBe(on26.series[0].orders);
    expect(on25.series[0].orders).toBe(
      before.series.find((s: { day: string }) => s.day === '2026-11-25').orders,
    );
  });

  it('counts every figure in rupees, each order at its own rate, refunds too', async () => {
    const before = await dashboard();
    // Charged in dollars at 80 rupees to the dollar: 20.00 USD is 1,600 rupees.
    const dollars = await paidOrder(
      '2026-11-26T06:00:00Z',
      {
        currency: 'USD',
        pricing: 'inclusive',
        exchangeRate: 1,
        shopRate: 0.0125,
        amountMinor: 2_000,
      },
      { quantity: 5, unitPriceCents: 400 },
    );
    // An order from before record 036: US cents, converted to rupees at 84 when it was charged.
    await paidOrder(
      '2026-11-26T07:00:00Z',
      {
        currency: 'INR',
        pricing: 'usd_exclusive',
        exchangeRate: 84,
        shopRate: 1,
        amountMinor: 84_000,
      },
      { quantity: 1, unitPriceCents: 900 },
    );
    await processedRefund(dollars, 400, '2026-11-26T08:00:00Z');
    // A discount of 2.00 USD on the dollar order: 160 rupees given (issue 28).
    await t.db.insert(orderDiscounts).values({
      orderId: dollars.id,
      code: 'FESTIVE10',
      name: 'Festive ten',
      amountMinor: 200,
      email: 'asha@example.com',
    });
    const after = await dashboard();
    expect(after.currency).toBe('INR');
    const delta = (key: 'revenue' | 'refunds' | 'net' | 'discounts') =>
      minor(after.totals[key]) - minor(before.totals[key]);
    expect(delta('revenue')).toBe(160_000 + 84_000);
    expect(delta('refunds')).toBe(32_000);
    expect(delta('discounts')).toBe(16_000);
    expect(delta('net')).toBe(160_000 + 84_000 - 32_000);
    const day = (d: typeof after) => d.series.find((s: { day: string }) => s.day === '2026-11-26');
    expect(minor(day(after).revenue) - minor(day(before).revenue)).toBe(244_000);
    // Best sellers in rupees too: 5 x 4.00 USD -> 1,600; 9.00 USD at 84 -> 756; 500 from before.
    const sellers = after.bestSellers.filter((b: { title: string }) => b.title === 'Test planner');
    expect(sellers).toEqual([
      expect.objectContaining({ units: 7, revenueMinor: 50_000 + 160_000 + 75_600 }),
    ]);
    expect(minor(sellers[0].revenue)).toBe(sellers[0].revenueMinor);
  });

  it('has a point for every day of the window, zero where nothing was sold', async () => {
    const quiet = await dashboard('from=2025-02-01&to=2025-03-02');
    expect(quiet.series.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) =>
        new Date(Date.UTC(2025, 1, 1 + i)).toISOString().slice(0, 10),
      ),
    );
    expect(
      quiet.series.every(
        (d: { orders: number; revenue: number }) => d.orders === 0 && d.revenue === 0,
      ),
    ).toBe(true);
    const window = await dashboard();
    expect(window.series.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // The default window: the last 30 of the shop's days.
    const recent = await dashboard('days=30');
    expect(recent.series).toHaveLength(30);
    expect(recent.range).toEqual(shopRange({ days: 30 }, 'Asia/Kolkata'));
  });

  it('exports the window’s orders with Kolkata times and rupee totals', async () => {
    const res = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-11-26&to=2026-11-26',
      headers: admin.headers,
    });
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toContain(',currency,charged,refunded,total_inr,refunded_inr,');
    const dollarRow = rows.find((r) => r.includes(',USD,20.00,4.00,'));
    expect(dollarRow).toContain('2026-11-26T11:30:00+05:30');
    expect(dollarRow).toContain(',USD,20.00,4.00,1600.00,320.00,');
    expect(rows.some((r) => r.includes('2026-11-26T00:23:00+05:30'))).toBe(true);
  });
});

describe('the shop’s days', () => {
  it('start at midnight in the shop’s zone', () => {
    const at = new Date('2026-11-25T18:53:00Z');
    expect(shopRange({ days: 7 }, 'Asia/Kolkata', at)).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
    expect(shopRange({ days: 7 }, 'UTC', at)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(shopTimestamp(at, 'Asia/Kolkata')).toBe('2026-11-26T00:23:00+05:30');
    expect(shopTimestamp(at, 'UTC')).toBe('2026-11-25T18:53:00+00:00');
  });
});
