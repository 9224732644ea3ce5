/**
 * Rupees first (issue 25, record 036): a rupee cart includes its GST and charges the sum of the
 * prices shown; a price set by hand in dollars is charged as set; a parcel sent abroad carries no
 * GST; a ₹999 order in a zone free over ₹999 ships free. Every figure is worked out by hand.
 */
import { includedTax, type ShippingTableInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, products, variantPrices } from '../../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { setListPrice, setPrice, setStock, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let ids: string[];

const ABROAD = {
  ...SHIPPING,
  city: 'Austin',
  state: 'Texas',
  zipCode: '73301',
  country: 'United States',
  number: '+1 512 555 0100',
};

/** India: ₹79, free from ₹999 of goods; the US: ₹1,499, never free. */
const TABLE: ShippingTableInput = {
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          code: 'standard',
          name: 'Standard',
          priceCents: 7_900,
          freeOverCents: 99_900,
          minDays: 3,
          maxDays: 5,
        },
      ],
    },
    {
      name: 'North America',
      countries: ['United States'],
      methods: [
        {
          code: 'standard',
          name: 'International',
          priceCents: 149_900,
          freeOverCents: null,
          minDays: 7,
          maxDays: 14,
        },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin' });
  await t.app.services.shipping.saveRates(TABLE, owner.user.id);
  const rows = await t.db.select({ id: products.id }).from(products).limit(3);
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  // ₹999 journals at 18% GST and a ₹499 poster at 5%, in stock, with no price list.
  await t.db.update(products).set({ taxPercent: 18 }).where(eq(products.id, ids[0]!));
  await t.db.update(products).set({ taxPercent: 5 }).where(eq(products.id, ids[1]!));
  for (const [id, price] of [
    [ids[0]!, 99_900],
    [ids[1]!, 49_900],
  ] as const) {
    await setPrice(t.db, id, price);
    await setStock(t.db, id, 50);
  }
  await t.db.delete(variantPrices);
});

async function order(internalOrderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, internalOrderId));
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
  return { row: row!, items };
}

describe('prices with GST included', () => {
  it('an INR cart charges the sum of the prices shown and says the GST it includes', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, headers, [
      { id: ids[0]!, quantity: 1 },
      { id: ids[1]!, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // ₹999 + ₹499 = ₹1,498, over ₹999: free shipping. Nothing added on top.
    expect(res.json()).toMatchObject({ currency: 'INR', amount: 149_800 });
    const { row, items } = await order(res.json().internalOrderId);
    expect(row).toMatchObject({
      pricing: 'inclusive',
      subtotalCents: 149_800,
      shippingCents: 0,
      discountCents: 0,
      // 999 x 18/118 = 152.39 and 499 x 5/105 = 23.76.
      taxCents: 15_239 + 2_376,
      totalCents: 149_800,
      amountMinor: 149_800,
      exchangeRate: 1,
      shopRate: 1,
    });
    expect(items.map((i) => [i.unitPriceCents, i.taxPercent]).sort()).toEqual([
      [49_900, 5],
      [99_900, 18],
    ]);

    const payment = (await payWithSandbox(t.app, headers, res.json().order_id)).json();
    const paid = await verify(t.app, headers, payment, res.json().internalOrderId);
    expect(paid.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: `/api/orders/by-number/${paid.json().orderNumber}`,
      headers,
    });
    expect(mine.json().order).toMatchObject({
      currency: 'INR',
      taxIncluded: true,
      subtotalPrice: 1498,
      taxPrice: 176.15,
      totalPrice: 1498,
      charged: { amount: 1498, currency: 'INR' },
    });
  });

  it('a ₹999 order in a zone free over ₹999 ships free; ₹998 of goods pays ₹79, GST inside at 18%', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const free = await createIntent(t.app, headers, [{ id: ids[0]!, quantity: 1 }]);
    expect(free.json().amount).toBe(99_900);
    expect((await order(free.json().internalOrderId)).row.shippingCents).toBe(0);

    await setPrice(t.db, ids[0]!, 99_800);
    const paying = await createIntent(t.app, headers, [{ id: ids[0]!, quantity: 1 }]);
    expect(paying.json().amount).toBe(99_800 + 7_900);
    const { row } = await order(paying.json().internalOrderId);
    expect(row.shippingCents).toBe(7_900);
    expect(row.taxCents).toBe(includedTax(99_800, 18) + includedTax(7_900, 18));
  });

  it('a USD price set by hand is charged as set', async () => {
    await setListPrice(t.db, ids[0]!, {
      currency: 'USD',
      priceMinor: 1_400,
      salePriceMinor: 1_250,
    });
    const shown = await t.app.inject({ url: `/api/products/get-products/${ids[0]}` });
    expect(shown.json().products.priceList).toEqual({ USD: { price: 14, salePrice: 12.5 } });

    const { headers } = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, headers, [{ id: ids[0]!, quantity: 3 }], {
      currency: 'USD',
      shipping: ABROAD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, items } = await order(res.json().internalOrderId);
    expect(items[0]!.unitPriceCents).toBe(1_250);
    // Shipping: ₹1,499 converted and rounded up to .99 at the day's rate.
    const context = await t.app.services.currency.priceContext();
    const rate = context.rates.USD! / context.rates.INR!;
    expect(row.shippingCents).toBe(Math.ceil((149_900 * rate) / 100) * 100 - 1);
    expect(res.json()).toMatchObject({ currency: 'USD', amount: 3 * 1_250 + row.shippingCents });
  });

  it('an order shipped abroad charges no GST: the same prices, zero-rated', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await createIntent(t.app, headers, [{ id: ids[0]!, quantity: 2 }], {
      shipping: ABROAD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, items } = await order(res.json().internalOrderId);
    expect(row).toMatchObject({ taxCents: 0, subtotalCents: 199_800, shippingCents: 149_900 });
    expect(items[0]!.taxPercent).toBe(0);
    expect(res.json().amount).toBe(199_800 + 149_900);
  });
});
