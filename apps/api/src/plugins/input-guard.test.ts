/**
 * Issue 11, measured item 4: a NUL byte or a lone UTF-16 surrogate anywhere a client can put text
 * answered 500 (PostgreSQL refuses them). Every case measured is here, each a 400 now.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../integrations/payments/sandbox';
import { BROKEN_TEXT_MESSAGE } from '../lib/clean-text';
import { buy } from '../test/checkout';
import { signedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

const refused = { success: false, message: BROKEN_TEXT_MESSAGE };

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let productId: string;

beforeAll(async () => {
  // A tiny built storefront, so the server-rendered pages (/blog/..., /products/...) are served.
  const webDist = mkdtempSync(path.join(tmpdir(), 'shop-guard-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title><!--app-head--></head><body></body></html>',
  );
  t = await createTestApp({ webDist });
  customer = await signedInUser(t.app, t.db);
  productId = (await t.app.inject({ url: '/api/products/get-products' })).json().products[0]._id;
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, body: string, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('URL path and query', () => {
  it.each([
    '/api/products/get-products/%00',
    '/api/products/search?q=%00',
    '/api/products/get-products?q=journal%00',
    '/api/blogs/get-blogs/%00',
    '/blog/%00',
    '/products/%00',
    '/api/no-such-route/%00',
  ])('%s is refused with a 400', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('a malformed escape is a 400 in our error shape, not a 500', async () => {
    for (const url of ['/blog/%E0%A4', '/products/%ED%A0%80', '/api/products/get-products/%FF']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('JSON bodies', () => {
  // Raw JSON text: the escapes reach the server as a client would send them.
  const account = (nameJson: string) =>
    `{"name":${nameJson},"email":"guard.${Date.now()}@example.com","number":"+91 98450 12345","password":"Calm#Morning42"}`;

  it.each([
    ['a NUL in a field (register "a\\u0000b")', '"a\\u0000b"'],
    ['a lone high surrogate', '"a\\ud800b"'],
    ['a lone low surrogate', '"a\\udc00"'],
  ])('%s is refused', async (_label, nameJson) => {
    const res = await json('POST', '/api/users/register', account(nameJson));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('a lone surrogate bound for a jsonb column (the profile address) is refused', async () => {
    const res = await json(
      'PUT',
      '/api/users/edit',
      '{"name":"Asha","gender":"Verma","number":"+91 98450 12345","shippingAddress":{"city":"Pune\\ud800"}}',
      customer.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('a NUL in a nested object key is refused', async () => {
    const res = await json(
      'POST',
      '/api/contact/send-message',
      '{"name":"Ravi","email":"ravi@example.com","subject":"Hi","message":"Hello there","x":{"k\\u0000":1}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('keeps valid text, emoji (surrogate pairs) included', async () => {
    const res = await json(
      'POST',
      '/api/contact/send-message',
      '{"name":"Ravi 😀","email":"ravi@example.com","subject":"Hi","message":"Lovely paper \\ud83d\\ude00"}',
    );
    expect(res.statusCode).toBe(201);
  });
});

it('the payment webhook (raw body) refuses a NUL in its JSON', async () => {
  const body = '{"id":"evt_\\u0000","event":"payment.captured","payload":{}}';
  const gateway = t.app.services.payments.gateway as SandboxGateway;
  const res = await json('POST', '/api/payment/webhook', body, {
    'x-razorpay-signature': gateway.signWebhook(body),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(refused);
});

it('a multipart review field with a NUL is refused', async () => {
  await buy(t.app, customer.headers, [{ id: productId, quantity: 1 }]);
  const boundary = 'guardboundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/review-product/${productId}`,
    headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${field('rating', '5')}${field('title', 'Lovely')}${field('comment', 'Calm\u0000paper')}--${boundary}--\r\n`,
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(refused);
});

it('an auth-token header with a NUL is refused', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/fetch',
    headers: { 'auth-token': `${customer.token}\u0000` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(refused);
});
