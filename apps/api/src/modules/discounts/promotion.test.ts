/**
 * toPromotion (issue 28): a stored discount, created through the owner's API, is the engine's
 * Promotion (record 048), and the engine prices a cart with it as the owner meant.
 */
import { bestCombination, whyNot, type PromotionCart } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { toPromotion, type DiscountRow } from './promotion';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

async function stored(body: object): Promise<DiscountRow> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: owner,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(discounts).where(eq(discounts.id, res.json().discount.id));
  return row!;
}

const line = (lineId: string, category: string, unitMinor: number, quantity = 1) => ({
  lineId,
  productId: `p-${lineId}`,
  variantId: `v-${lineId}`,
  category,
  unitMinor,
  quantity,
  taxPercent: 12,
});
const cart: PromotionCart = {
  lines: [line('a', 'posters', 50000, 2), line('b', 'journals', 100000)],
  shippingMinor: 9900,
  currency: 'INR',
};
const context = { isFirstOrder: true, now: new Date() };

describe('toPromotion', () => {
  it('maps a percent code with every condition', async () => {
    const row = await stored({
      name: 'Festive',
      method: 'code',
      kind: 'percent',
      value: 10,
      code: 'festive10',
      minSubtotal: 150000,
      targets: { categories: ['journals'] },
      firstOrderOnly: true,
      paidOnlineOnly: true,
      startsOn: '2026-01-01',
      endsOn: '2099-12-31',
      combinable: true,
      usageCap: 5,
      perCustomerCap: 1,
    });
    expect(toPromotion(row)).toEqual({
      id: row.id,
      name: 'Festive',
      code: 'FESTIVE10',
      kind: 'percent',
      value: 10,
      conditions: {
        minSubtotal: 150000,
        targets: { productIds: [], variantIds: [], categories: ['journals'] },
        firstOrderOnly: true,
        paidOnlineOnly: true,
        startsAt: new Date('2025-12-31T18:30:00.000Z'),
        endsAt: new Date('2099-12-31T18:29:59.999Z'),
      },
      combinable: true,
    });
    const online = { ...context, paymentMethod: 'online' as const };
    const result = bestCombination(cart, [toPromotion(row)], online, 'Festive10 ');
    expect(result.totalDiscount).toBe(10000);
    expect(result.lineDiscounts).toEqual({ a: 0, b: 10000 });
    expect(whyNot(toPromotion(row), cart, { ...context, paymentMethod: 'cod' })).toBe(
      'This code applies when you pay online',
    );
  });

  it('names the bulk code the shopper typed, and none for an automatic promotion', async () => {
    const bulk = await stored({ name: 'Riya', method: 'code', kind: 'fixed', value: 5000 });
    expect(toPromotion(bulk, 'RIYA-ABCD2345').code).toBe('RIYA-ABCD2345');
    // Without the typed code it would look automatic to the engine: refused.
    expect(() => toPromotion(bulk)).toThrow(/bulk codes only/);
    const auto = await stored({ name: 'Posters', method: 'automatic', kind: 'free_shipping' });
    expect(toPromotion(auto)).toMatchObject({ code: null, value: 0, kind: 'free_shipping' });
    expect(bestCombination(cart, [toPromotion(auto)], context).shippingDiscount).toBe(9900);
  });

  it('gives cheapest-free its buy quantity, and the engine a reason for a scheduled one', async () => {
    const row = await stored({
      name: 'Buy 2 posters',
      method: 'automatic',
      kind: 'cheapest_free',
      buyQuantity: 2,
      targets: { categories: ['posters'] },
    });
    expect(toPromotion(row).conditions.buyQuantity).toBe(2);
    expect(bestCombination(cart, [toPromotion(row)], context).lineDiscounts.a).toBe(50000);
    const later = await stored({ ...base, startsOn: '2099-12-10' });
    expect(whyNot(toPromotion(later), cart, context)).toBe('This code starts on 10 Dec 2099');
  });
});

const base = { name: 'Later', method: 'code', kind: 'percent', value: 5, code: 'LATER' };
