import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { auditActionOf } from './audit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let product: Product;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner One' })).headers;
  product = (await t.app.inject({ url: '/api/products/get-products' })).json().products[0];
});
afterAll(() => t.close());

const as = (
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

type Entry = {
  at: string;
  actor: { name: string; email: string };
  action: string;
  route: string;
  target: string;
  detail: Record<string, unknown>;
};
const auditOf = async (query = '') =>
  (await as(owner, 'GET', `/api/admin/audit${query}`)).json() as {
    entries: Entry[];
    total: number;
  };

describe('audit log of the back office (issue 17)', () => {
  it('records who changed stock, archived a product and exported data, with what and when', async () => {
    const stock = await as(owner, 'POST', `/api/admin/products/${product._id}/stock`, {
      delta: 5,
      reason: 'New delivery',
      variantId: product.variants![0]!._id,
    });
    expect(stock.statusCode).toBe(200);
    await as(owner, 'POST', `/api/admin/products/${product._id}/archive`, { archived: true });
    await as(owner, 'POST', `/api/admin/products/${product._id}/archive`, { archived: false });
    expect((await as(owner, 'GET', '/api/admin/subscribers.csv')).statusCode).toBe(200);
    // A refused change is not an action.
    const refused = await as(owner, 'POST', `/api/admin/products/${product._id}/stock`, {
      delta: -100000,
      reason: 'Typo',
      variantId: product.variants![0]!._id,
    });
    expect(refused.statusCode).toBe(400);
    // Reads change nothing and are not recorded.
    await as(owner, 'GET', '/api/admin/orders');

    const { entries, total } = await auditOf();
    expect(total).toBe(4);
    expect(entries.map((e) => e.action)).toEqual([
      'export',
      'product.archive',
      'product.archive',
      'product.stock',
    ]);
    expect(entries.at(-1)).toMatchObject({
      actor: { name: 'Owner One' },
      route: 'POST /api/admin/products/:id/stock',
      target: product._id,
      detail: { delta: 5, reason: 'New delivery', variantId: product.variants![0]!._id },
    });
    expect(Date.now() - Date.parse(entries.at(-1)!.at)).toBeLessThan(60_000);
  });

  it('filters by action and by dates', async () => {
    const stockOnly = await auditOf('?action=product.stock');
    expect(stockOnly.entries.every((e) => e.action === 'product.stock')).toBe(true);
    expect(stockOnly.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(`?from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(4);
    expect((await auditOf('?to=2000-01-01')).total).toBe(0);
    expect((await as(owner, 'GET', '/api/admin/audit?action=delete-everything')).statusCode).toBe(
      400,
    );
  });

  it('is for the owner only, and never holds a secret', async () => {
    const customer = await signedInUser(t.app, t.db);
    expect((await as(customer.headers, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const { entries } = await auditOf();
    expect(JSON.stringify(entries)).not.toMatch(/password|auth-token/i);
  });

  it('names each back-office change', () => {
    expect(auditActionOf('PUT', '/api/admin/products/:id')).toBe('product.update');
    expect(auditActionOf('POST', '/api/admin/orders/:id/status')).toBe('order.status');
    expect(auditActionOf('POST', '/api/admin/orders/:id/refunds')).toBe('order.refund');
    expect(auditActionOf('PATCH', '/api/admin/reviews/:id/hidden')).toBe('review.hidden');
    expect(auditActionOf('PUT', '/api/admin/shipping')).toBe('shipping.rates');
    expect(auditActionOf('GET', '/api/admin/orders/export.csv')).toBe('export');
    expect(auditActionOf('GET', '/api/admin/orders')).toBeUndefined();
  });
});
