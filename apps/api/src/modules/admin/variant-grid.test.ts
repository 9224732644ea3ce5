/**
 * The option editor and variant grid (record 041): one save checks every row by its field path,
 * updates, inserts and deletes variants (past order lines keep what was sold), and a count typed
 * in the grid is a recorded adjustment that a sale made meanwhile turns into a 409.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAudit,
  orderItems,
  orders,
  productImages,
  productVariants,
  stockAlerts,
} from '../../db/schema';
import { buy } from '../../test/checkout';
import { createLiveProduct, setStock, signedInUser, variantsOf } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin', name: 'Asha Owner' });
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

let made = 0;
/** A live journal in Sage and Charcoal (a Colour option, two variants), ₹400 each. */
async function colourJournal() {
  made += 1;
  const res = await createLiveProduct(t.app, admin.headers, {
    title: `Grid journal ${made}`,
    description: 'A journal for the variant grid tests.',
    category: 'journals',
    price: 400,
    countInStock: 0,
    colors: ['Sage', 'Charcoal'],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const grid = (await as('GET', `/api/admin/products/${id}/variants`)).json();
  return { id, grid, path: `/api/admin/products/${id}/variants` };
}

type Row = { id?: string; sku: string; options: Record<string, string>; price: number };
const row = (r: Row) => ({
  salePrice: null,
  weightGrams: null,
  barcode: '',
  active: true,
  images: [],
  ...r,
});
const colour = { name: 'Colour', values: ['Sage', 'Charcoal'] };

describe('GET /api/admin/products/:id/variants', () => {
  it('lists options and variants with how many shoppers wait for each', async () => {
    const { id, grid } = await colourJournal();
    expect(grid.options).toEqual([colour]);
    expect(grid.variants.map((v: Row) => v.options)).toEqual([
      { Colour: 'Sage' },
      { Colour: 'Charcoal' },
    ]);
    const charcoal = grid.variants[1].id as string;
    const now = new Date();
    await t.db.insert(stockAlerts).values([
      { variantId: charcoal, email: 'a@example.com', confirmedAt: now },
      { variantId: charcoal, email: 'b@example.com', confirmedAt: now },
      { variantId: charcoal, email: 'c@example.com' },
      { variantId: charcoal, email: 'd@example.com', confirmedAt: now, notifiedAt: now },
    ]);
    const read = (await as('GET', `/api/admin/products/${id}/variants`)).json();
    expect(read.variants.map((v: { waiting: number }) => v.waiting)).toEqual([0, 2]);
    expect(read.variants[0]).toMatchObject({
      price: 400,
      salePrice: null,
      countInStock: 0,
      weightGrams: null,
      barcode: '',
      active: true,
      images: [],
    });
  });

  it('answers 404 for a malformed or unknown product id', async () => {
    for (const bad of ['not-a-uuid', '0b6a4c57-1f8e-4b53-9d8e-2c1f3a4b5c6d']) {
      const res = await as('GET', `/api/admin/products/${bad}/variants`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
  });
});

describe('PUT /api/admin/products/:id/variants refuses what does not fit', () => {
  it('more than three options', async () => {
    const { path, grid } = await colourJournal();
    const options = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] }));
    const res = await as('PUT', path, {
      options,
      variants: [
        row({ sku: 'FOUR-OPTIONS', options: { A: 'x', B: 'x', C: 'x', D: 'x' }, price: 1 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A product has at most 3 options');
    expect((await as('GET', path)).json()).toEqual(grid);
  });

  it('a value that is not one of its option, naming the row', async () => {
    const { path, grid } = await colourJournal();
    const [sage, charcoal] = grid.variants;
    const res = await as('PUT', path, {
      options: [colour],
      variants: [row(sage), row({ ...charcoal, options: { Colour: 'Ocean' } })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'variants.1.options': 'Ocean is not a value of Colour' });
  });

  it('two rows with the same values, and two rows with one SKU', async () => {
    const { path, grid } = await colourJournal();
    const [sage, charcoal] = grid.variants;
    const twins = await as('PUT', path, {
      options: [colour],
      variants: [row(sage), row({ ...charcoal, options: { Colour: 'Sage' } })],
    });
    expect(twins.statusCode).toBe(400);
    expect(twins.json().errors['variants.1.options']).toBe(
      'Row 2 has the same option values as row 1',
    );
    const sameSku = await as('PUT', path, {
      options: [colour],
      variants: [row(sage), row({ ...charcoal, sku: sage.sku.toLowerCase() })],
    });
    expect(sameSku.statusCode).toBe(400);
    expect(sameSku.json().errors).toEqual({
      'variants.1.sku': `SKU ${sage.sku.toLowerCase()} is already used by row 1`,
    });
  });

  it('a SKU another product uses, whatever its case', async () => {
    const other = await colourJournal();
    const { path, grid } = await colourJournal();
    const res = await as('PUT', path, {
      options: [colour],
      variants: [
        row(grid.variants[0]),
        row({ ...grid.variants[1], sku: other.grid.variants[0].sku.toLowerCase() }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'variants.1.sku': `SKU ${other.grid.variants[0].sku.toLowerCase()} is already used by another product`,
    });
    expect(res.json().message).toContain('already used by another product');
  });

  it('a sale price not below the price, a picture of another product, a variant of another product', async () => {
    const other = await colourJournal();
    const { id, path, grid } = await colourJournal();
    await t.db
      .insert(productImages)
      .values({ productId: other.id, fileName: 'elsewhere.webp', width: 10, height: 10 });
    const [sage, charcoal] = grid.variants;
    const sale = await as('PUT', path, {
      options: [colour],
      variants: [row({ ...sage, salePrice: 400 }), row(charcoal)],
    });
    expect(sale.json().errors).toEqual({
      'variants.0.salePrice': 'Sale price must be below the price',
    });
    const picture = await as('PUT', path, {
      options: [colour],
      variants: [row(sage), row({ ...charcoal, images: ['elsewhere.webp'] })],
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().errors).toEqual({
      'variants.1.images': 'elsewhere.webp is not a picture of this product',
    });
    const stranger = await as('PUT', path, {
      options: [colour],
      variants: [row(sage), row({ ...charcoal, id: other.grid.variants[1].id })],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({
      'variants.1.id': 'Row 2 is not a variant of this product',
    });
    expect((await variantsOf(t.db, id)).map((v) => v.sku)).toEqual([sage.sku, charcoal.sku]);
  });
});

describe('PUT /api/admin/products/:id/variants saves', () => {
  it('updates, inserts and deletes in one save; a past order line keeps its SKU and values', async () => {
    const { id, path, grid } = await colourJournal();
    const [sage, charcoal] = grid.variants;
    await setStock(t.db, id, 0);
    await as('POST', `${path}/${charcoal.id}/stock`, { stock: 5, expected: 0 });
    const shopper = await signedInUser(t.app, t.db);
    const { orderNumber } = await buy(t.app, shopper.headers, [
      { id, variantId: charcoal.id, quantity: 1 } as never,
    ]);

    const res = await as('PUT', path, {
      options: [
        { name: 'Colour', values: ['Sage', 'Ocean'] },
        { name: 'Ruling', values: ['Dotted'] },
      ],
      variants: [
        row({
          ...sage,
          sku: 'GRID-SAGE-DOTTED',
          options: { Colour: 'Sage', Ruling: 'Dotted' },
          price: 450,
        }),
        row({
          sku: 'GRID-OCEAN-DOTTED',
          options: { Colour: 'Ocean', Ruling: 'Dotted' },
          price: 420.5,
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.variants).toMatchObject([
      { id: sage.id, sku: 'GRID-SAGE-DOTTED', price: 450, countInStock: 0 },
      { sku: 'GRID-OCEAN-DOTTED', price: 420.5, countInStock: 0 },
    ]);

    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({
      variantId: null,
      sku: charcoal.sku,
      optionValues: { Colour: 'Charcoal' },
    });

    const shop = (await t.app.inject({ url: `/api/products/get-products/${id}` })).json().products;
    expect(shop.options).toEqual(saved.options);
    expect(shop.price).toBe(420.5);
    expect(shop.specifications.colors).toEqual(['Sage', 'Ocean']);
    const [audit] = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'product.variants'), eq(adminAudit.target, id)));
    expect(audit?.route).toBe('PUT /api/admin/products/:id/variants');
  });

  it('lets two rows swap their SKUs and values in one save', async () => {
    const { path, grid } = await colourJournal();
    const [sage, charcoal] = grid.variants;
    const res = await as('PUT', path, {
      options: [colour],
      variants: [
        row({ ...sage, sku: charcoal.sku, options: charcoal.options }),
        row({ ...charcoal, sku: sage.sku, options: sage.options }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().variants.map((v: Row) => [v.id, v.sku])).toEqual([
      [sage.id, charcoal.sku],
      [charcoal.id, sage.sku],
    ]);
  });

  it('a product without options keeps one default variant', async () => {
    const { path, grid } = await colourJournal();
    const res = await as('PUT', path, {
      options: [],
      variants: [row({ ...grid.variants[0], options: {} })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ options: [], variants: [{ options: {} }] });
  });
});

describe('a count typed in the grid', () => {
  it('is recorded as an adjustment, refused with 409 when a sale moved the stock, and listed newest first', async () => {
    const { id, path, grid } = await colourJournal();
    const sage = grid.variants[0].id as string;
    const stockPath = `${path}/${sage}/stock`;
    const first = await as('POST', stockPath, { stock: 7, expected: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      variantId: sage,
      countInStock: 7,
      productStock: 7,
    });

    const shopper = await signedInUser(t.app, t.db);
    await buy(t.app, shopper.headers, [{ id, variantId: sage, quantity: 2 } as never]);
    const stale = await as('POST', stockPath, { stock: 10, expected: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed from 7 to 5 while you were editing/);
    expect((await variantsOf(t.db, id))[0]!.countInStock).toBe(5);

    const fresh = await as('POST', stockPath, { stock: 12, expected: 5, reason: 'Delivery' });
    expect(fresh.json()).toMatchObject({ countInStock: 12, productStock: 12 });

    const history = (await as('GET', `${path}/${sage}/stock-history`)).json();
    expect(history.adjustments.map((a: { delta: number }) => a.delta)).toEqual([7, 7]);
    expect(history.adjustments[0]).toMatchObject({
      reason: 'Delivery',
      stockAfter: 12,
      by: 'Asha Owner',
    });
    expect(history.adjustments[1].reason).toBe('Counted in the variant grid');
  });

  it('refuses a negative count, a variant of another product and a malformed id', async () => {
    const other = await colourJournal();
    const { path, grid } = await colourJournal();
    const negative = await as('POST', `${path}/${grid.variants[0].id}/stock`, {
      stock: -1,
      expected: 0,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ stock: 'Stock must be 0 or more' });
    const stranger = await as('POST', `${path}/${other.grid.variants[0].id}/stock`, {
      stock: 1,
      expected: 0,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Variant not found');
    const malformed = await as('GET', `${path}/not-a-uuid/stock-history`);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Variant not found');
  });
});

describe('low stock is counted per variant', () => {
  it('the stock filters and the dashboard name the variant that runs low', async () => {
    const { id, path, grid } = await colourJournal();
    // Every variant well stocked, so the dashboard's ten lowest are this test's.
    await t.db.update(productVariants).set({ countInStock: 100 });
    const [sage, charcoal] = grid.variants;
    await as('POST', `${path}/${sage.id}/stock`, { stock: 40, expected: 100 });
    await as('POST', `${path}/${charcoal.id}/stock`, { stock: 2, expected: 100 });

    const title = encodeURIComponent(`Grid journal ${made}`);
    const low = (await as('GET', `/api/admin/products?stock=low&q=${title}`)).json();
    expect(low.products.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(low.products[0].lowVariants).toEqual([{ id: charcoal.id, label: 'Charcoal', stock: 2 }]);
    const out = (await as('GET', `/api/admin/products?stock=out&q=${title}`)).json();
    expect(out.total).toBe(0);

    const dashboard = (await as('GET', '/api/admin/dashboard')).json();
    expect(dashboard.lowStock).toEqual([
      { id, title: `Grid journal ${made}`, stock: 2, variant: 'Charcoal', variantId: charcoal.id },
    ]);
  });
});
