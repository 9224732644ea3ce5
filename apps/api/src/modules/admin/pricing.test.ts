/** The owner's pricing settings: GST rates per HSN, price lists per currency, rounding rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, products } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
});
afterAll(() => t.close());

const as = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const poster = {
  title: 'Monsoon Poster',
  description: 'A printed poster of the first rain over the Deccan.',
  category: 'posters',
  price: 1299,
  salePrice: null,
  countInStock: 5,
  hsnCode: '4911',
  shippingCost: 0,
};

async function createProduct(body: object = poster) {
  const res = await as(admin, 'POST', '/api/admin/products', body);
  expect(res.statusCode).toBe(201);
  const id: string = res.json().id;
  await as(admin, 'POST', `/api/admin/products/${id}/archive`, { archived: false });
  return id;
}
const storefront = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` })).json().products;

describe('access', () => {
  it.each([
    ['GET', '/api/admin/gst-rates'],
    ['PUT', '/api/admin/gst-rates/4820'],
    ['GET', '/api/admin/products/x/prices'],
    ['PUT', '/api/admin/products/x/prices'],
    ['GET', '/api/admin/currency-rounding'],
    ['PUT', '/api/admin/currency-rounding'],
  ] as const)('refuses a customer on %s %s (403) and a visitor (401)', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    expect((await as(customer, method, url, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('products and HSN codes', () => {
  it("charges the rate of the product's HSN code, whatever taxPercent or discount is sent", async () => {
    const id = await createProduct({ ...poster, taxPercent: 28, discountPercent: 20 });
    const product = (await as(admin, 'GET', `/api/admin/products/${id}`)).json().product;
    expect(product).toMatchObject({ hsnCode: '4911', taxPercent: 5, discountPercent: 0 });
    expect(await storefront(id)).toMatchObject({ price: 1299, taxPercent: 5 });
  });

  it('refuses an HSN code without a rate, naming the field, and a malformed one', async () => {
    const res = await as(admin, 'POST', '/api/admin/products', { ...poster, hsnCode: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'No GST rate for HSN 1234: add it under GST rates first',
      errors: { hsnCode: 'No GST rate for HSN 1234: add it under GST rates first' },
    });
    const id = await createProduct();
    const edit = await as(admin, 'PUT', `/api/admin/products/${id}`, {
      ...poster,
      hsnCode: '1234',
    });
    expect(edit.statusCode).toBe(400);
    expect(
      (await as(admin, 'POST', '/api/admin/products', { ...poster, hsnCode: '48A0' })).statusCode,
    ).toBe(400);
  });

  it('caps prices in rupees', async () => {
    const over = await as(admin, 'POST', '/api/admin/products', { ...poster, price: 1_000_001 });
    expect(over.statusCode).toBe(400);
  });
});

describe('GST rates', () => {
  it('lists the seeded rates', async () => {
    const res = await as(admin, 'GET', '/api/admin/gst-rates');
    expect(res.statusCode).toBe(200);
    expect(res.json().rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hsnCode: '4820', ratePercent: 18 }),
        expect.objectContaining({ hsnCode: '4911', ratePercent: 5 }),
      ]),
    );
  });

  it('a rate change sets every product of that code to it, in the storefront too, and is audited', async () => {
    const a = await createProduct({ ...poster, hsnCode: '4909' });
    const b = await createProduct({ ...poster, title: 'Monsoon Card', hsnCode: '4909' });
    const other = await createProduct();
    expect(await storefront(a)).toMatchObject({ taxPercent: 5 });

    const res = await as(admin, 'PUT', '/api/admin/gst-rates/4909', {
      ratePercent: 18,
      description: 'Printed cards',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rate: { hsnCode: '4909', ratePercent: 18, description: 'Printed cards' },
      productsUpdated: 2,
    });
    const rows = await t.db.select().from(products).where(eq(products.hsnCode, '4909'));
    expect(rows.map((r) => r.taxPercent)).toEqual([18, 18]);
    expect(await storefront(a)).toMatchObject({ taxPercent: 18 });
    expect(await storefront(b)).toMatchObject({ taxPercent: 18 });
    expect(await storefront(other)).toMatchObject({ taxPercent: 5 });
    const audit = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'gst.rate'));
    expect(audit[0]).toMatchObject({ target: '4909' });
  });

  it('adds a new code, which products may then use', async () => {
    expect(
      (await as(admin, 'POST', '/api/admin/products', { ...poster, hsnCode: '48239090' }))
        .statusCode,
    ).toBe(400);
    const res = await as(admin, 'PUT', '/api/admin/gst-rates/48239090', {
      ratePercent: 12,
      description: 'Other paper articles (legacy rate)',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().productsUpdated).toBe(0);
    const id = await createProduct({ ...poster, hsnCode: '48239090' });
    expect(await storefront(id)).toMatchObject({ taxPercent: 12 });
  });

  it('refuses a rate outside the slabs, a missing rate and a malformed code', async () => {
    expect(
      (await as(admin, 'PUT', '/api/admin/gst-rates/4820', { ratePercent: 7 })).statusCode,
    ).toBe(400);
    // A malformed code in the path names nothing: the app's 404 for a path parameter, with why.
    const malformed = await as(admin, 'PUT', '/api/admin/gst-rates/48', { ratePercent: 5 });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(
      'HSN code must be 4, 6 or 8 digits (or VOUCHER for a gift card)',
    );
    expect((await as(admin, 'PUT', '/api/admin/gst-rates/4820', {})).statusCode).toBe(400);
  });
});

describe('price lists', () => {
  it('replaces a product price list, stored in minor units, shown on the product', async () => {
    const id = await createProduct();
    const res = await as(admin, 'PUT', `/api/admin/products/${id}/prices`, {
      prices: [
        { currency: 'USD', price: 15.99, salePrice: 12.99 },
        { currency: 'EUR', price: 14.95, salePrice: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shopCurrency: 'INR' });
    expect((await as(admin, 'GET', `/api/admin/products/${id}/prices`)).json().prices).toEqual([
      { currency: 'EUR', price: 14.95, salePrice: null },
      { currency: 'USD', price: 15.99, salePrice: 12.99 },
    ]);
    expect((await storefront(id)).priceList).toEqual({
      USD: { price: 15.99, salePrice: 12.99 },
      EUR: { price: 14.95, salePrice: null },
    });

    // The whole list is replaced: a currency left out is converted again.
    await as(admin, 'PUT', `/api/admin/products/${id}/prices`, {
      prices: [{ currency: 'GBP', price: 11, salePrice: null }],
    });
    expect((await storefront(id)).priceList).toEqual({ GBP: { price: 11, salePrice: null } });
    const audit = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'product.prices'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses the shop currency, a price of 0, a sale price not below, a currency twice', async () => {
    const id = await createProduct();
    const put = (prices: object[]) =>
      as(admin, 'PUT', `/api/admin/products/${id}/prices`, { prices });
    const shop = await put([{ currency: 'INR', price: 1000, salePrice: null }]);
    expect(shop.statusCode).toBe(400);
    expect(shop.json().message).toMatch(/INR price is the product's own price/);
    expect((await put([{ currency: 'USD', price: 0, salePrice: null }])).statusCode).toBe(400);
    expect((await put([{ currency: 'USD', price: 10, salePrice: 10 }])).statusCode).toBe(400);
    expect((await put([{ currency: 'XYZ', price: 10, salePrice: null }])).statusCode).toBe(400);
    expect(
      (
        await put([
          { currency: 'USD', price: 10, salePrice: null },
          { currency: 'USD', price: 12, salePrice: null },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await storefront(id)).priceList).toEqual({});
  });

  it('answers 404 for an unknown product', async () => {
    const url = '/api/admin/products/00000000-0000-4000-8000-000000000000/prices';
    expect((await as(admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', url, { prices: [] })).statusCode).toBe(404);
  });
});

describe('currency rounding', () => {
  it('lists each currency but the shop one, and sets a rule that the rates then carry', async () => {
    const list = (await as(admin, 'GET', '/api/admin/currency-rounding')).json();
    expect(list.shopCurrency).toBe('INR');
    expect(list.rounding.map((r: { currency: string }) => r.currency)).not.toContain('INR');
    expect(list.rounding).toContainEqual({ currency: 'USD', rounding: '0.99' });

    const res = await as(admin, 'PUT', '/api/admin/currency-rounding', {
      currency: 'USD',
      rounding: 'whole',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rounding).toContainEqual({ currency: 'USD', rounding: 'whole' });
    const rates = (await t.app.inject({ method: 'GET', url: '/api/currency/rates' })).json();
    expect(rates.rounding.USD).toBe('whole');
  });

  it('refuses the shop currency and an unknown rule', async () => {
    const shop = await as(admin, 'PUT', '/api/admin/currency-rounding', {
      currency: 'INR',
      rounding: '0.99',
    });
    expect(shop.statusCode).toBe(400);
    expect(shop.json().message).toMatch(/shop currency/);
    const bad = await as(admin, 'PUT', '/api/admin/currency-rounding', {
      currency: 'USD',
      rounding: '0.49',
    });
    expect(bad.statusCode).toBe(400);
  });
});
