import { describe, expect, it } from 'vitest';
import { matchStorefrontRoute, routePattern, STOREFRONT_ROUTES } from './storefront-routes';

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

  it('name one chunk per page and one page per path', () => {
    const routes = Object.values(STOREFRONT_ROUTES);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.chunk)).size).toBe(routes.length);
  });
});
