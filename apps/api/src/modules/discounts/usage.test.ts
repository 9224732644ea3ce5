/**
 * A discount's use, read from the redemption ledger (record 050): a use counts while its order
 * holds stock or once it was paid; the discount given and the revenue are paise, each order
 * converted at its own shop rate; revenue is the paid orders' totals. The codes CSV counts per code.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orderDiscounts, orders } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ shopCurrency: 'INR' });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload && { payload }) });
const base = { name: 'Festive sale', method: 'code', kind: 'percent', value: 10 };
const createDiscount = async (body: object) =>
  (await send('POST', '/api/admin/discounts', { ...base, ...body })).json().discount as {
    id: string;
  };

type OrderState = 'paid' | 'holding' | 'expired';
type Money = { currency: string; shopRate: number; amountMinor: number };
const INR = (amountMinor: number): Money => ({ currency: 'INR', shopRate: 1, amountMinor });

/** An order as checkout leaves it, holding one ledger row per discount given. */
async function orderWith(
  state: OrderState,
  money: Money,
  given: { discountId: string; amountMinor: number; codeId?: string; code?: string }[],
) {
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `MM-T-${randomBytes(4).toString('hex')}`,
      paymentStatus: state === 'paid' ? 'paid' : state === 'holding' ? 'pending' : 'failed',
      subtotalCents: money.amountMinor,
      shippingCents: 0,
      taxCents: 0,
      discountCents: given.reduce((sum, g) => sum + g.amountMinor, 0),
      totalCents: money.amountMinor,
      pricing: 'inclusive',
      exchangeRate: 1,
      receiptEmail: 'buyer@example.com',
      shippingAddress: { city: 'Pune', country: 'India' },
      gateway: 'sandbox',
      stockHeld: state !== 'expired',
      paidAt: state === 'paid' ? new Date() : null,
      ...money,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderDiscounts).values(
    given.map((g) => ({
      orderId: order!.id,
      name: 'Festive sale',
      email: 'buyer@example.com',
      code: g.code ?? null,
      ...g,
    })),
  );
}

const listed = async (id: string) =>
  (await send('GET', '/api/admin/discounts'))
    .json()
    .discounts.find((d: { id: string }) => d.id === id);

describe('a discount’s uses, discount given and revenue', () => {
  it('counts the orders that hold stock or were paid, in paise at each order’s rate', async () => {
    const festive = await createDiscount({ code: 'USAGE10' });
    const other = await createDiscount({ code: 'UNUSED10' });
    const discountId = festive.id;
    // ₹900 paid, ₹100 off.
    await orderWith('paid', INR(90_000), [{ discountId, amountMinor: 10_000 }]);
    // 20.00 USD paid at 80 rupees to the dollar (0.0125 dollars a rupee): ₹1,600, $2 (₹160) off.
    await orderWith('paid', { currency: 'USD', shopRate: 0.0125, amountMinor: 2_000 }, [
      { discountId, amountMinor: 200 },
    ]);
    // Still holding its stock, unpaid: a use and its discount, not yet revenue.
    await orderWith('holding', INR(50_000), [{ discountId, amountMinor: 5_000 }]);
    // Expired unpaid: its use was given back.
    await orderWith('expired', INR(70_000), [{ discountId, amountMinor: 7_000 }]);

    const expected = { uses: 3, discountGiven: 10_000 + 16_000 + 5_000, revenue: 90_000 + 160_000 };
    expect(await listed(festive.id)).toMatchObject(expected);
    expect(await listed(other.id)).toMatchObject({ uses: 0, discountGiven: 0, revenue: 0 });
    // A saved discount answers with the same figures.
    const saved = await send('PUT', `/api/admin/discounts/${festive.id}`, {
      ...base,
      code: 'USAGE10',
      usageCap: 100,
    });
    expect(saved.json().discount).toMatchObject({ ...expected, usageCap: 100 });
  });

  it('counts a paid order’s total once however many of its rows name the discount', async () => {
    const { id: discountId } = await createDiscount({ method: 'automatic', combinable: true });
    await orderWith('paid', INR(40_000), [
      { discountId, amountMinor: 1_000 },
      { discountId, amountMinor: 500 },
    ]);
    expect(await listed(discountId)).toMatchObject({
      uses: 2,
      discountGiven: 1_500,
      revenue: 40_000,
    });
  });
});

describe('the codes CSV', () => {
  it('lists each bulk code with its uses that count', async () => {
    const { id: discountId } = await createDiscount({ name: 'Influencer' });
    await send('POST', `/api/admin/discounts/${discountId}/codes`, { count: 3, prefix: 'ASHA-' });
    const codes = await t.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.discountId, discountId))
      .orderBy(discountCodes.createdAt, discountCodes.code);
    const [used, abandoned] = codes;
    const by = (c: typeof used) => ({
      discountId,
      amountMinor: 1_000,
      codeId: c!.id,
      code: c!.code,
    });
    await orderWith('paid', INR(20_000), [by(used)]);
    await orderWith('expired', INR(20_000), [by(abandoned)]);

    const csv = await send('GET', `/api/admin/discounts/${discountId}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toBe('code,uses');
    expect(lines).toHaveLength(3);
    const uses = Object.fromEntries(lines.map((l) => l.split(',')));
    expect(uses).toEqual(Object.fromEntries(codes.map((c) => [c.code, c === used ? '1' : '0'])));
    expect(await listed(discountId)).toMatchObject({ uses: 1, revenue: 20_000 });
  });
});
