import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/get-products${query}` });
  return { res, body: res.json() as { success: boolean; products: Product[]; message?: string } };
}

describe('GET /api/products/get-products', () => {
  it('lists the seeded catalogue with the spec fields', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThanOrEqual(30);
    const p = body.products[0]!;
    for (const key of [
      '_id',
      'title',
      'description',
      'image',
      'category',
      'price',
      'salePrice',
      'sale',
      'countInStock',
      'rating',
      'reviews',
      'features',
      'specifications',
      'featured',
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(typeof p.category.name).toBe('string');
    expect(p.image.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by category, in any case, and treats all as no filter', async () => {
    const { body } = await list('?category=Trackers');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category.slug === 'trackers')).toBe(true);
    const all = await list('?category=all');
    expect(all.body.products.length).toBe((await list()).body.products.length);
  });

  it('rejects an unknown category with 400 and a clear message', async () => {
    const { res, body } = await list('?category=shoes');
    expect(res.statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/category|option|expected/i);
  });

  it('returns only featured products for featured=true', async () => {
    const { body } = await list('?featured=true');
    expect(body.products.length).toBeGreaterThanOrEqual(6);
    expect(body.products.every((p) => p.featured)).toBe(true);
  });

  it('searches title, category and description, case-insensitively and ranked', async () => {
    const { body } = await list('?q=PLANNER');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.title.toLowerCase()).toContain('planner');
  });

  it('finds planners despite the typo "planer"', async () => {
    const { body } = await list('?q=planer');
    expect(body.products.some((p) => p.category.slug === 'planners')).toBe(true);
  });

  it('matches on the category name', async () => {
    const { body } = await list('?q=posters');
    expect(body.products.some((p) => p.category.slug === 'posters')).toBe(true);
  });

  it('treats an empty q as no search and survives odd characters', async () => {
    expect((await list('?q=')).body.products.length).toBe((await list()).body.products.length);
    const odd = await list(`?q=${encodeURIComponent("'); drop table products; -- & | ! :*")}`);
    expect(odd.res.statusCode).toBe(200);
    expect((await list()).body.products.length).toBeGreaterThanOrEqual(30);
  });

  it('rejects a very long q with 400', async () => {
    const { res, body } = await list(`?q=${'a'.repeat(500)}`);
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('Search text is too long');
  });

  it('returns the products of a batch of ids, ignoring malformed ones', async () => {
    const all = (await list()).body.products;
    const ids = [all[0]!._id, all[3]!._id, 'not-an-id'].join(',');
    const { body } = await list(`?ids=${ids}`);
    expect(body.products.map((p) => p._id).sort()).toEqual([all[0]!._id, all[3]!._id].sort());
  });
});

describe('GET /api/products/get-products/:id', () => {
  it('returns one product under "products"', async () => {
    const first = (await list()).body.products[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/get-products/${first._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, products: first });
  });

  it('answers a repeat with 304 when the ETag still matches', async () => {
    const first = (await list()).body.products[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/get-products/${first._id}`,
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/products/get-products/${first._id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('also resolves a slug', async () => {
    const first = (await list()).body.products[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/get-products/${first.slug}`,
    });
    expect(res.json().products._id).toBe(first._id);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-valid-id', '%27%20or%201%3D1'])(
    'answers 404 "Product not found" for %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Product not found' });
    },
  );
});
