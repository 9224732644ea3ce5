import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_IMAGE_SIZES, productImageSrcSet } from '@shop/shared';
import { NOT_FOUND_LIMIT } from '../../plugins/errors';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>Mindful Marks</title><meta name="description" content="default" /><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/features/catalog/product-page.tsx': {
        file: 'assets/product-page-9.js',
        imports: ['_react.js', '_gallery.js'],
      },
      '_gallery.js': { file: 'assets/gallery-2.js' },
    }),
  );
  t = await createTestApp({ webDist, googleClientId: 'client-123.apps.googleusercontent.com' });
  mkdirSync(path.join(t.config.imagesDir, 'products'), { recursive: true });
  writeFileSync(
    path.join(t.config.imagesDir, 'products', 'sample-1.webp'),
    Buffer.from('RIFF0000WEBP'),
  );
});
afterAll(() => t.close());

describe('health and public config', () => {
  it('reports health and readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({
      success: true,
      status: 'ready',
      checks: { database: 'up', redis: 'not configured' },
    });
  });

  it('shares only public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      success: true,
      googleClientId: 'client-123.apps.googleusercontent.com',
      paymentGateway: 'sandbox',
      razorpayKeyId: null,
      mode: 'test',
    });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/get-products',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });
});

describe('images', () => {
  it('serves product images with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/image/products/sample-1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('makes and caches 400 and 800 px variants of a product image', async () => {
    const sharp = (await import('sharp')).default;
    const original = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: '#5b7d66' },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(t.config.imagesDir, 'products', 'real-1.webp'), original);
    const res = await t.app.inject({ method: 'GET', url: '/image/products/w400/real-1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/image/products/w400/real-1.webp' })
      ).rawPayload.equals(res.rawPayload),
    ).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/image/products/w800/real-1.webp' });
    expect((await sharp(page.rawPayload).metadata()).width).toBe(800);
    for (const url of [
      '/image/products/w401/real-1.webp',
      '/image/products/w1600/real-1.webp',
      '/image/products/w400/..%2Fjwt-secret',
      '/image/products/w400/missing.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses paths outside the image folders', async () => {
    for (const url of [
      '/image/products/../../jwt-secret',
      '/image/products/%2e%2e%2fjwt-secret',
      '/image/other/x.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('storefront HTML', () => {
  it('serves a product page with its title, description and Open Graph image', async () => {
    const product = (
      await t.app.inject({ method: 'GET', url: '/api/products/get-products' })
    ).json().products[0];
    const res = await t.app.inject({ method: 'GET', url: `/products/${product._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${product.title} | Mindful Marks</title>`);
    expect(res.body).toContain('property="og:image"');
    expect(res.body).toContain(`/image/products/${product.image[0]}`);
    expect(res.body).not.toContain('content="default"');
    // The page's own chunks are listed for the entry to preload after the first paint; the
    // entry's imports are not repeated. Its main image is asked for at once.
    expect(res.body).toContain(
      '<meta name="page-modules" content="/assets/product-page-9.js /assets/gallery-2.js" />',
    );
    // The size the page's <img> will pick (same srcset and sizes), not the 1600 px original.
    expect(res.body).toContain(
      `<link rel="preload" as="image" imagesrcset="${productImageSrcSet(product.image[0])}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it('sets security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown pages and products with the app shell and a 404 status', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/products/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('limits unknown pages and unknown API paths together, per address, as scanners walk them', async () => {
    const get = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < NOT_FOUND_LIMIT.max / 2; i += 1) {
      expect((await get(`/no/such/page-${i}`, '10.41.0.1')).statusCode).toBe(404);
      expect((await get(`/api/no-such-route-${i}`, '10.41.0.1')).statusCode).toBe(404);
    }
    const page = await get('/no/such/page-last', '10.41.0.1');
    expect(page.statusCode).toBe(429);
    expect((await get('/api/no-such-route-last', '10.41.0.1')).statusCode).toBe(429);
    // Known pages and other addresses are not affected.
    expect((await get('/', '10.41.0.1')).statusCode).toBe(200);
    expect((await get('/no/such/page', '10.41.0.2')).statusCode).toBe(404);
  });

  it('serves OpenAPI docs generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/products/get-products');
  });

  it('serves no API docs pages where config turns them off (production without API_DOCS=1)', async () => {
    const closed = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await closed.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});
