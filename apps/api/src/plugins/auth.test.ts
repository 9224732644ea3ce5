/**
 * Issue 11, measured item 4: a JWT signed with the shop's own secret whose `sub` is not a UUID
 * made the user lookup fail in PostgreSQL (a 500). It is a token naming nobody: a 401.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A token the server itself could have issued, with the claims given. */
const signed = (sub: string, ver: unknown = 0) =>
  new SignJWT({ ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('mindful-marks')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(t.config.jwtSecret));

it.each([
  ['a sub that is not a UUID', 'not-a-uuid', 0],
  ['an admin-looking sub', 'admin', 0],
  ['an empty sub', '', 0],
  ['an unknown UUID', '0b6a4c57-1f8e-4b53-9d8e-2c1f3a4b5c6d', 0],
  ['a fractional version', '0b6a4c57-1f8e-4b53-9d8e-2c1f3a4b5c6d', 1.5],
  ['a huge version', '0b6a4c57-1f8e-4b53-9d8e-2c1f3a4b5c6d', 1e300],
])('%s is not signed in: 401', async (_label, sub, ver) => {
  const token = await signed(sub, ver);
  for (const [method, url] of [
    ['POST', '/api/users/fetch'],
    ['GET', '/api/products/my-orders'],
    ['GET', '/api/admin/dashboard'],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: { 'auth-token': token } });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.json().success).toBe(false);
  }
});

it('an optional sign-in (a product’s reviews) just reads as a guest', async () => {
  const [product] = (await t.app.inject({ url: '/api/products/get-products' })).json().products;
  const res = await t.app.inject({
    url: `/api/products/get-reviews/${product._id}`,
    headers: { 'auth-token': await signed('not-a-uuid') },
  });
  expect(res.statusCode).toBe(200);
});
