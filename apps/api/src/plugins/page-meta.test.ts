/** The served HTML follows the shared storefront route table: its pages are 200s, the rest 404s. */
import { STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const routes = Object.entries(STOREFRONT_ROUTES as Record<string, StorefrontRoute>);
const chunkFile = (id: string) => `assets/${id}-page.js`;

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>Mindful Marks</title><!--app-head--></head><body></body></html>',
  );
  mkdirSync(path.join(webDist, '.vite'));
  // A build whose manifest has every page of the table as its own chunk.
  const manifest = Object.fromEntries([
    ['index.html', { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] }],
    ['_shared.js', { file: 'assets/shared.js' }],
    ['src/main.tsx', { file: 'assets/main.js', imports: ['_shared.js', '_react.js'] }],
    ['_react.js', { file: 'assets/react.js' }],
    ...routes.map(([id, route]) => [route.chunk, { file: chunkFile(id) }]),
  ]);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

async function urlOf(route: StorefrontRoute) {
  const product = (await t.app.inject({ url: '/api/products/get-products' })).json().products[0];
  const post = (await t.app.inject({ url: '/api/blogs/get-blogs' })).json().blogs[0];
  return route.path
    .replace(':id', product._id)
    .replace(':slug', post.slug)
    .replace('/*', '/orders/1');
}

describe('pages served from the storefront route table', () => {
  // The app's chunks (not those index.html loads) on every page, the page's own when the table
  // says so; the browser preloads them after the first paint.
  it.each(routes)('%s is a page, listing its chunk when the table says so', async (id, route) => {
    const res = await t.app.inject({ method: 'GET', url: await urlOf(route) });
    expect(res.statusCode).toBe(200);
    const own = route.preload ? ` /${chunkFile(id)}` : '';
    expect(res.body).toContain(
      `<meta name="page-modules" content="/assets/main.js /assets/react.js${own}" />`,
    );
    expect(res.body).not.toContain('modulepreload');
  });

  it('answers a path the table does not list with the 404 status and the app chunks only', async () => {
    for (const url of ['/faq', '/products/a/b', '/administrator', '/blogs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(
        '<meta name="page-modules" content="/assets/main.js /assets/react.js" />',
      );
    }
  });
});
