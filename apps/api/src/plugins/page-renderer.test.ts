/**
 * How the server puts a rendered page into the HTML it sends. The renderer here is a small
 * stand-in with the web build's interface (the real one is exercised by the browser journeys in
 * e2e/server-rendering.spec.ts): it asks the API for the product through the transport it is
 * given, as the real route loaders do, and counts its renders.
 */
import type { Product } from '@shop/shared';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/factories';

const STAND_IN = `
let send;
export function setApiTransport(transport) { send = transport; }
export async function renderPage(url, currency) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('a page that cannot render');
  const id = pathname.split('/')[2];
  const answer = await send('/api/products/get-products/' + encodeURIComponent(id));
  if (answer.status === 404) return { kind: 'page', html: '<h1>Product Not Found</h1>', state: '<script type="application/json" id="ssr-state">{}</script>' };
  const { products } = await answer.json();
  return {
    kind: 'page',
    html: '<link rel="preload" as="image" href="/image/x.webp"/><h1>' + products.title + '</h1><p>' + currency + ' ' + products.price + '</p><p>' + products.countInStock + ' left</p>',
    state: '<script type="application/json" id="ssr-state">{"query":1}</script>',
  };
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: Product;
const STOCK_CHANGE = { delta: 5, reason: 'A new print run arrived' };
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

beforeAll(async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const webDist = path.join(base, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(base, 'dist-ssr'));
  writeFileSync(path.join(base, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(base, 'dist-ssr', 'entry-server.js'), STAND_IN);
  writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<html><head><title>x</title><!--app-head--></head><body>',
      '<div id="root"><div style="height:64px">Mindful Marks</div></div>',
      '<script type="module" src="/assets/index.js"></script></body></html>',
    ].join('\n'),
  );
  t = await createTestApp({ webDist, publicUrl: 'https://shop.example' });
  product = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products[0];
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('server-rendered pages', () => {
  it("puts the page's markup in #root, its data after it and its preloads in the head", async () => {
    const res = await page(`/products/${product._id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      `<div id="root"><h1>${product.title}</h1><p>INR ${product.price}</p><p>${product.countInStock} left</p></div>`,
    );
    expect(html).not.toContain('height:64px');
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<link rel="preload" as="image" href="/image/x.webp"/>')).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('renders prices in the currency the cookie names, and the default for a bad cookie', async () => {
    expect((await page(`/products/${product._id}`, 'currency=USD')).body).toContain(
      `<p>USD ${product.price}</p>`,
    );
    expect((await page(`/products/${product._id}`, 'currency=<x>')).body).toContain(
      `<p>INR ${product.price}</p>`,
    );
  });

  it('answers an unknown product with 404 and the Product Not Found markup', async () => {
    const res = await page('/products/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"><h1>Product Not Found</h1></div>');
  });

  it('serves a cached page until the catalogue changes, then renders it again', async () => {
    const url = `/products/${product._id}?from=cache-test`;
    await page(url);
    const before = renders();
    // The page (this test's renderer) tells the product's stock, its variants' total.
    expect((await page(url)).body).toContain(`${product.countInStock} left`);
    expect(renders()).toBe(before);

    const admin = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
    const restock = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/stock`,
      headers: admin.headers,
      payload: { ...STOCK_CHANGE, variantId: product.variants![0]!._id },
    });
    expect(restock.statusCode).toBe(200);
    expect((await page(url)).body).toContain(`${product.countInStock + 5} left`);
    expect(renders()).toBe(before + 1);
  });

  it('compresses a cached page once and serves it as the visitor accepts it', async () => {
    const url = `/products/${product._id}?from=compression-test`;
    const plain = (await page(url)).body;
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip, deflate', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(accept.split(',')[0]);
      expect(decode(res.rawPayload).toString()).toBe(plain);
    }
  });

  it('serves the shell when a page cannot be rendered (the browser draws it instead)', async () => {
    const res = await page('/broken');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('height:64px');
    expect(res.body).not.toContain('ssr-state');
  });

  it('leaves account, checkout and back-office pages to the browser', async () => {
    const before = renders();
    for (const url of ['/checkout', '/profile', '/login', '/admin/products']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('height:64px');
    }
    expect(renders()).toBe(before);
  });
});
