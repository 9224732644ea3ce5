/**
 * Stock and money per variant (issue 26, record 038): the last unit of one variant is sold once
 * while its sibling stays on sale, a line keeps what was sold when the owner edits or deletes the
 * variant, and a return puts the unit back on the variant bought. Runs on the embedded database
 * and, with TEST_DATABASE_URL, on the PostgreSQL server, where the checkouts really race.
 */
import type { Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, orderStatusEvents, productVariants } from '../../db/schema';
import { buy, createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { signedInUser, setStock, variantsOf } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

const ABROAD = {
  country: 'Germany',
  state: 'Berlin',
  city: 'Berlin',
  zipCode: '10115',
  number: '+49 30 1234567',
};
const JOURNAL = 'dot-grid-bullet-journal-a5';
const journal = () => catalogue.find((p) => p.slug === JOURNAL)!;
const variant = (p: Product, label: Record<string, string>) =>
  p.variants!.find((v) => Object.entries(label).every(([k, val]) => v.options[k] === val))!;
const stockOf = (variantId: string) => t.app.services.payments.stockOfVariant(variantId);
const setVariantStock = async (variantId: string, stock: number) => {
  await t.db
    .update(productVariants)
    .set({ countInStock: stock })
    .where(eq(productVariants.id, variantId));
};
/** The shopper's order as their order history answers it. */
async function myOrder(headers: Record<string, string>, orderNumber: string) {
  const res = await t.app.inject({ url: '/api/products/my-orders', headers });
  return res.json().orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
}
const shoppers = async (n: number) => {
  const all: Awaited<ReturnType<typeof signedInUser>>[] = [];
  for (let i = 0; i < n; i++) all.push(await signedInUser(t.app, t.db));
  return all;
};

describe('products with variants', () => {
  it('answers options and variants beside the spec fields they derive', async () => {
    const p = journal();
    expect(p.options).toEqual([
      { name: 'Colour', values: ['Charcoal', 'Terracotta', 'Sage'] },
      { name: 'Ruling', values: ['Dotted', 'Ruled'] },
    ]);
    expect(p.variants).toHaveLength(6);
    const dotted = variant(p, { Colour: 'Charcoal', Ruling: 'Dotted' });
    const ruled = variant(p, { Colour: 'Charcoal', Ruling: 'Ruled' });
    expect(dotted.sku).toBe('DOT-GRID-BULLET-JOURNAL-A5-CHARCOAL-DOTTED');
    // Dotted pages cost ₹50 more; the product shows the cheaper, as "From".
    expect(dotted.price - ruled.price).toBe(50);
    expect(p.price).toBe(ruled.price);
    expect(variant(p, { Colour: 'Terracotta', Ruling: 'Ruled' }).countInStock).toBe(0);
    expect(p.countInStock).toBe(p.variants!.reduce((sum, v) => sum + v.countInStock, 0));
    expect(p.specifications.colors).toEqual(['Charcoal', 'Terracotta', 'Sage']);
  });

  it('sells the last unit of one variant once while its sibling stays on sale', async () => {
    const p = journal();
    const last = variant(p, { Colour: 'Sage', Ruling: 'Dotted' });
    const sibling = variant(p, { Colour: 'Sage', Ruling: 'Ruled' });
    await setVariantStock(last._id, 1);
    await setVariantStock(sibling._id, 20);
    const buyers = await shoppers(8);
    const results = await Promise.all(
      buyers.map((b) =>
        createIntent(t.app, b.headers, [{ id: p._id, variantId: last._id, quantity: 1 }]),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /Dot Grid Bullet Journal A5 \(Sage \/ Dotted\)/,
    );
    expect(await stockOf(last._id)).toBe(0);
    // The losers buy the other ruling instead: nothing of it was held by the race.
    const others = await Promise.all(
      buyers
        .slice(0, 4)
        .map((b) =>
          createIntent(t.app, b.headers, [{ id: p._id, variantId: sibling._id, quantity: 2 }]),
        ),
    );
    expect(others.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await stockOf(sibling._id)).toBe(12);
  }, 60_000);

  it('refuses a variant of another product and one that is not sold, by name', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const other = catalogue.find((p) => p.slug !== JOURNAL && p.variants!.length > 0)!;
    const foreign = await createIntent(t.app, headers, [
      { id: journal()._id, variantId: other.variants![0]!._id, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toMatch(/no longer available/);
    const soldOut = variant(journal(), { Colour: 'Terracotta', Ruling: 'Ruled' });
    await setVariantStock(soldOut._id, 0);
    const none = await createIntent(t.app, headers, [
      { id: journal()._id, variantId: soldOut._id, quantity: 1 },
    ]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      '"Dot Grid Bullet Journal A5 (Terracotta / Ruled)" is out of stock.',
    );
  });

  it('buys the colour a variant-blind client names, and records SKU and options on the line', async () => {
    const shopper = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.options?.length === 1 && c.variants!.length >= 2)!;
    const second = p.variants![1]!;
    await setVariantStock(second._id, 5);
    const { orderNumber } = await buy(t.app, shopper.headers, [
      { id: p._id, quantity: 1, selectedColor: second.options.Colour },
    ]);
    const line = (await myOrder(shopper.headers, orderNumber)).orderItems[0];
    expect(line).toMatchObject({ variantId: second._id, sku: second.sku, options: second.options });
    expect(await stockOf(second._id)).toBe(4);
  });

  it('keeps the sold SKU and options on the line after the variant is edited, then deleted', async () => {
    const shopper = await signedInUser(t.app, t.db);
    const p = journal();
    const sold = variant(p, { Colour: 'Charcoal', Ruling: 'Dotted' });
    await setVariantStock(sold._id, 5);
    const { orderNumber } = await buy(t.app, shopper.headers, [
      { id: p._id, variantId: sold._id, quantity: 1 },
    ]);
    await t.db
      .update(productVariants)
      .set({ sku: 'RENAMED-1', optionValues: { Colour: 'Graphite', Ruling: 'Dotted' } })
      .where(eq(productVariants.id, sold._id));
    const read = async () => {
      const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    };
    expect((await read())[0]).toMatchObject({
      variantId: sold._id,
      sku: sold.sku,
      optionValues: { Colour: 'Charcoal', Ruling: 'Dotted' },
    });
    await t.db.delete(productVariants).where(eq(productVariants.id, sold._id));
    expect((await read())[0]).toMatchObject({
      variantId: null,
      sku: sold.sku,
      optionValues: { Colour: 'Charcoal', Ruling: 'Dotted' },
    });
    expect((await myOrder(shopper.headers, orderNumber)).orderItems[0]).toMatchObject({
      variantId: null,
      sku: sold.sku,
      options: { Colour: 'Charcoal', Ruling: 'Dotted' },
    });
  });

  it('puts a returned unit back on the variant bought, not its siblings', async () => {
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    const shopper = await signedInUser(t.app, t.db);
    const p = catalogue.find((c) => c.slug === 'wheel-of-life-poster')!;
    const a2 = variant(p, { Size: 'A2', Colour: 'Oak' });
    const a4 = variant(p, { Size: 'A4', Colour: 'Oak' });
    await setStock(t.db, p._id, 10);
    await setVariantStock(a2._id, 3);
    // Abroad, an unused item may come back (in India only a damaged one).
    const intent = (
      await createIntent(t.app, shopper.headers, [{ id: p._id, variantId: a2._id, quantity: 2 }], {
        currency: 'EUR',
        shipping: { ...SHIPPING, ...ABROAD },
      })
    ).json();
    const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
    const paid = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderNumber = paid.json().orderNumber as string;
    expect(await stockOf(a2._id)).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order!.id));
    await t.db.insert(orderStatusEvents).values({ orderId: order!.id, status: 'delivered' });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const boundary = 'variantreturn';
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${orderNumber}/returns`,
      headers: { ...shopper.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\nunused\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nWrong size\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="lines"\r\n\r\n${JSON.stringify([{ itemId: item!.id, quantity: 1 }])}\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().return.id as string;
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: admin.headers });
    expect((await post(`/api/admin/returns/${id}/approve`)).statusCode).toBe(200);
    const a4Before = await stockOf(a4._id);
    expect((await post(`/api/admin/returns/${id}/received`)).statusCode).toBe(200);
    expect(await stockOf(a2._id)).toBe(2);
    expect(await stockOf(a4._id)).toBe(a4Before);
    expect(await t.app.services.payments.stockOf(p._id)).toBe(
      (await variantsOf(t.db, p._id)).reduce((sum, v) => sum + v.countInStock, 0),
    );
  });
});
