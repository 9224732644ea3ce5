import { describe, expect, it } from 'vitest';
import {
  matchStorefrontRoute,
  routePattern,
  STOREFRONT_ROUTES,
  type StorefrontRoute,
} from './storefront-routes';

describe('storefront routes', () => {
  it('match each page with or without a trailing slash', () => {
    expect(matchStorefrontRoute('/')).toBe('home');
    expect(matchStorefrontRoute('/products')).toBe('products');
    expect(matchStorefrontRoute('/products/')).toBe('products');
    expect(matchStorefrontRoute('/products/abc-123')).toBe('product');
    expect(matchStorefrontRoute('/products/abc-123/')).toBe('product');
    expect(matchStorefrontRoute('/blog/a-post')).toBe('blogPost');
    expect(matchStorefrontRoute('/forgot-password')).toBe('forgotPassword');
  });

  it("name the order's own pages before the order number pattern that also matches them", () => {
    expect(matchStorefrontRoute('/orders/find')).toBe('findOrder');
    expect(matchStorefrontRoute('/orders/MM-261122-7KQ2XD')).toBe('order');
    expect(matchStorefrontRoute('/orders/cod/confirm')).toBe('codConfirm');
    expect(matchStorefrontRoute('/account/claim-orders')).toBe('claimOrders');
  });

  it('cover everything below a splat route, and the splat root itself', () => {
    expect(matchStorefrontRoute('/admin')).toBe('admin');
    expect(matchStorefrontRoute('/admin/')).toBe('admin');
    expect(matchStorefrontRoute('/admin/orders/42')).toBe('admin');
    expect(matchStorefrontRoute('/administrator')).toBeNull();
  });

  it('know no other path', () => {
    for (const path of ['//', '/no/such/page', '/products/a/b', '/blog/a/b', '/cartx', '/x/cart'])
      expect(matchStorefrontRoute(path)).toBeNull();
  });

  it('treat path text literally, not as a pattern', () => {
    expect(routePattern('/a.b').test('/axb')).toBe(false);
    expect(routePattern('/a.b').test('/a.b')).toBe(true);
  });

  it('name one page per path, and one chunk per preloaded page', () => {
    const routes = Object.values(STOREFRONT_ROUTES) as StorefrontRoute[];
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    const preloaded = routes.filter((r) => r.preload);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(new Set(preloaded.map((r) => r.chunk)).size).toBe(preloaded.length);
  });
});
