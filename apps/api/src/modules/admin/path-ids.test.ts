/**
 * Issue 11, measured item 4: `DELETE /api/admin/products/not-a-uuid/images/{uuid}` answered 500
 * (the id reached a uuid column). Every id in a path is checked first: a malformed id is the same
 * 404 as an unknown one, with the message the route gives for a missing row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let productId: string;

const UNKNOWN = '0b6a4c57-1f8e-4b53-9d8e-2c1f3a4b5c6d';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin' });
  productId = (await t.app.inject({ url: '/api/products/get-products' })).json().products[0]._id;
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

it('DELETE /api/admin/products/not-a-uuid/images/{uuid} is a 404, not a 500', async () => {
  const res = await as('DELETE', `/api/admin/products/not-a-uuid/images/${UNKNOWN}`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'Product not found' });
});

it('a malformed image id of a real product is a 404 "Image not found"', async () => {
  const res = await as('DELETE', `/api/admin/products/${productId}/images/not-a-uuid`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'Image not found' });
});

it.each([
  ['GET', '/api/admin/products/ID', undefined, 'Product not found'],
  ['POST', '/api/admin/products/ID/archive', { archived: true }, 'Product not found'],
  ['POST', '/api/admin/products/ID/stock', { delta: 1, reason: 'Count' }, 'Product not found'],
  ['PUT', '/api/admin/products/ID/images/order', { imageIds: [UNKNOWN] }, 'Product not found'],
  ['GET', '/api/admin/orders/ID', undefined, 'Order not found'],
  ['POST', '/api/admin/orders/ID/status', { status: 'processing' }, 'Order not found'],
  ['GET', '/api/admin/posts/ID', undefined, 'Post not found'],
  ['POST', '/api/admin/messages/ID/read', { read: true }, 'Message not found'],
  ['POST', '/api/admin/reviews/ID/hidden', { hidden: true }, 'Review not found'],
] as const)(
  '%s %s: malformed and unknown ids are both a 404',
  async (method, path, body, message) => {
    for (const id of ['not-a-uuid', `${UNKNOWN}x`, UNKNOWN]) {
      const res = await as(method, path.replace('ID', id), body);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ success: false, message });
    }
  },
);

it('reviews of a malformed product id are a 404 "Product not found"', async () => {
  const res = await t.app.inject({ url: '/api/products/get-reviews/not-a-uuid' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'Product not found' });
});

it('products keep being found by slug as well as by id', async () => {
  const [product] = (await t.app.inject({ url: '/api/products/get-products' })).json().products;
  for (const key of [product._id, product.slug])
    expect((await t.app.inject({ url: `/api/products/get-products/${key}` })).statusCode).toBe(200);
});
