/**
 * Issue 13: shipping is charged from one rate table, the one the checkout and the Shipping policy
 * page read (GET /api/shipping/rates), and the owner edits it.
 */
import type { Product, ShippingTableInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { SEED_SHIPPING_TABLE } from '../../db/seed/shipping-rates';
import { createIntent, SHIPPING } from '../../test/checkout';
import { signedInUser, setPrice } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let shopper: Awaited<ReturnType<typeof signedInUser>>;
let item: Product;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  shopper = await signedInUser(t.app, t.db, { name: 'Asha' });
  item = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' }))
    .json()
    .products.find((p: Product) => p.countInStock >= 20);
  // ₹200, no GST: goods are 20000 paise per unit, so the ₹999 threshold is easy to cross.
  await t.db
    .update(products)
    .set({ priceCents: 20_000, salePriceCents: null, taxPercent: 0, discountPercent: 0 })
    .where(eq(products.id, item._id));
  await setPrice(t.db, item._id, 20_000);
});
afterAll(() => t.close());
// Each test starts from the seeded table.
beforeEach(() => save({ zones: SEED_SHIPPING_TABLE.zones }));

const rates = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shipping/rates' })).json();
async function save(table: ShippingTableInput, headers = owner.headers) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/shipping', headers, payload: table });
}

/** Pays nothing: opens a checkout and reads what its order charges for shipping. */
async function shippingCharged(quantity: number, extra: object = {}) {
  const res = await createIntent(t.app, shopper.headers, [{ id: item._id, quantity }], extra);
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().internalOrderId));
  return { order: order!, amount: res.json().amount as number };
}

describe('the public rate table', () => {
  it('is the seeded table until the owner saves one: India first, its three methods', async () => {
    const body = await rates();
    expect(body.success).toBe(true);
    expect(body.processingDays).toEqual({ min: 1, max: 2 });
    expect(body.zones[0]).toMatchObject({ name: 'India', countries: ['India'] });
    expect(body.zones[0].methods.map((m: { name: string }) => m.name)).toEqual([
      'Standard',
      'Express',
      'Next day',
    ]);
    expect(body.zones[0].methods[0]).toMatchObject({ priceCents: 7_900, freeOverCents: 99_900 });
    // Every country an address may name is in exactly one zone.
    const countries = body.zones.flatMap((z: { countries: string[] }) => z.countries);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toContain('Brazil');
  });
});

describe("the owner's editor", () => {
  it("is the owner's only: 401 signed out, 403 for a shopper", async () => {
    const table = { zones: SEED_SHIPPING_TABLE.zones };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/shipping', payload: table }))
        .statusCode,
    ).toBe(401);
    expect((await save(table, shopper.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/shipping', headers: shopper.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a table that would charge wrongly, saying which field and why', async () => {
    const [india, ...rest] = SEED_SHIPPING_TABLE.zones;
    const twice = await save({
      zones: [india!, { ...rest[0]!, countries: ['India', 'Canada'] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toMatchObject({
      'zones.1.countries.0': 'India is already in the zone "India"',
    });
    const empty = await save({ zones: [{ ...india!, methods: [] }] });
    expect(empty.json().errors).toMatchObject({
      'zones.0.methods': 'A zone needs at least one shipping method',
    });
    const negative = await save({
      zones: [{ ...india!, methods: [{ ...india!.methods[0]!, priceCents: -1 }] }],
    });
    expect(negative.json().errors).toMatchObject({
      'zones.0.methods.0.priceCents': 'Price cannot be negative',
    });
    const backwards = await save({
      zones: [{ ...india!, methods: [{ ...india!.methods[0]!, minDays: 9, maxDays: 3 }] }],
    });
    expect(backwards.json().errors).toMatchObject({
      'zones.0.methods.0.maxDays': 'The longest delivery time cannot be shorter than the shortest',
    });
    // Nothing was saved.
    expect((await rates()).zones[0].methods[0].priceCents).toBe(7_900);
  });
});

describe('the payment intent prices shipping from the table', () => {
  it('charges the chosen method: India Express adds ₹149', async () => {
    const { order, amount } = await shippingCharged(1, { shippingMethod: 'express' });
    expect(order).toMatchObject({
      shippingCents: 14_900,
      shippingMethodCode: 'express',
      shippingMethodName: 'Express',
      deliveryMinDays: 2,
      deliveryMaxDays: 3,
    });
    // Charged in rupees: the ₹200 item plus Express, to the paisa.
    expect(amount).toBe(20_000 + 14_900);
  });

  it("charges the zone's first method when none is named (the spec's client)", async () => {
    const { order } = await shippingCharged(1);
    expect(order).toMatchObject({ shippingMethodCode: 'standard', shippingCents: 7_900 });
  });

  it('ships Standard free from the threshold on (what the goods cost, GST included)', async () => {
    // ₹800 of goods pays ₹79; ₹1,000 is over ₹999.
    expect((await shippingCharged(4, { shippingMethod: 'standard' })).order.shippingCents).toBe(
      7_900,
    );
    expect((await shippingCharged(5, { shippingMethod: 'standard' })).order.shippingCents).toBe(0);
    // Express has no threshold.
    expect((await shippingCharged(6, { shippingMethod: 'express' })).order.shippingCents).toBe(
      14_900,
    );
  });

  it('refuses a method the country is not offered, and a country no zone ships to', async () => {
    const abroad = await createIntent(t.app, shopper.headers, [{ id: item._id, quantity: 1 }], {
      shipping: { ...SHIPPING, country: 'United States', state: 'CA', zipCode: '94107' },
      shippingMethod: 'express',
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().message).toBe(
      'The shipping method "express" is not offered for United States. Choose one of the methods shown.',
    );

    const [india, northAmerica] = SEED_SHIPPING_TABLE.zones;
    expect((await save({ zones: [india!, northAmerica!] })).statusCode).toBe(200);
    const brazil = await createIntent(t.app, shopper.headers, [{ id: item._id, quantity: 1 }], {
      shipping: { ...SHIPPING, country: 'Brazil', state: 'SP', zipCode: '01310-100' },
    });
    expect(brazil.statusCode).toBe(400);
    expect(brazil.json().message).toBe("We don't ship to Brazil yet.");
  });

  it("one change of a rate reaches both the policy page's table and the next charge", async () => {
    const zones = structuredClone(SEED_SHIPPING_TABLE.zones);
    zones[0]!.methods[1]!.priceCents = 19_900;
    const saved = await save({ zones });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().zones[0].methods[1]).toMatchObject({ code: 'express', priceCents: 19_900 });
    expect((await rates()).zones[0].methods[1].priceCents).toBe(19_900);
    expect((await shippingCharged(1, { shippingMethod: 'express' })).order.shippingCents).toBe(
      19_900,
    );
  });

  it('a retried checkout with another method is another order (another amount)', async () => {
    const first = await shippingCharged(1, { shippingMethod: 'standard' });
    const again = await shippingCharged(1, { shippingMethod: 'standard' });
    expect(again.order.orderNumber).toBe(first.order.orderNumber);
    const express = await shippingCharged(1, { shippingMethod: 'express' });
    expect(express.order.orderNumber).not.toBe(first.order.orderNumber);
  });
});
