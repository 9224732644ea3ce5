import { CART_LINE_MAX } from '@shop/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../components/product/testing/build-product';
import { adoptPendingCart } from './adopt-pending-cart';
import { useCartStore } from './cart-store';
import {
  PENDING_CART_COOKIE,
  pendingCartCookie,
  readPendingLines,
  withPendingLine,
} from './pending-cart';

/** The cookie pair a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('pending cart lines (Add to Cart before the scripts run)', () => {
  it('round-trips through the cookie, beside other cookies', () => {
    const lines = [
      { id: 'p1', quantity: 2, color: 'Sage' },
      { id: 'p2', quantity: 1 },
    ];
    const cookie = `currency=INR; ${sentBack(pendingCartCookie(lines))}; theme=x`;
    expect(readPendingLines(cookie)).toEqual(lines);
    expect(pendingCartCookie(lines)).toMatch(/; Path=\/; Max-Age=86400; SameSite=Lax$/);
  });

  it('reads junk, forged or oversized lines as none', () => {
    const forged = (value: unknown) =>
      `${PENDING_CART_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readPendingLines(undefined)).toEqual([]);
    expect(readPendingLines(`${PENDING_CART_COOKIE}=%E0%A4%A`)).toEqual([]);
    expect(readPendingLines(`${PENDING_CART_COOKIE}=not-json`)).toEqual([]);
    expect(readPendingLines(forged({ id: 'p1', quantity: 1 }))).toEqual([]);
    expect(
      readPendingLines(
        forged([
          { id: 'p1', quantity: 0 },
          { id: 'p2', quantity: CART_LINE_MAX + 1 },
          { id: 'p3', quantity: 1.5 },
          { id: '', quantity: 1 },
          { id: 'p4', quantity: 1, color: 7 },
          { id: 'ok', quantity: 3 },
        ]),
      ),
    ).toEqual([{ id: 'ok', quantity: 3 }]);
  });

  it('adds the same product and colour up to the line maximum; another colour is its own line', () => {
    let lines = withPendingLine([], { id: 'p1', quantity: 2, color: 'Sage' });
    lines = withPendingLine(lines, { id: 'p1', quantity: CART_LINE_MAX, color: 'Sage' });
    lines = withPendingLine(lines, { id: 'p1', quantity: 1, color: 'Clay' });
    expect(lines).toEqual([
      { id: 'p1', quantity: CART_LINE_MAX, color: 'Sage' },
      { id: 'p1', quantity: 1, color: 'Clay' },
    ]);
  });
});

describe('adoptPendingCart', () => {
  beforeEach(() => {
    useCartStore.getState().clear();
    document.cookie = `${PENDING_CART_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("adds the kept lines with the server's copy of each product, then forgets the cookie", async () => {
    const journal = buildProduct({ _id: 'p1', title: 'Gratitude Journal', countInStock: 9 });
    document.cookie = sentBack(
      pendingCartCookie([
        { id: 'p1', quantity: 2 },
        { id: 'gone', quantity: 1 },
      ]),
    );
    const fetchProducts = vi.fn().mockResolvedValue([journal]);

    expect(await adoptPendingCart(fetchProducts)).toBe(1);
    expect(fetchProducts).toHaveBeenCalledWith(['p1', 'gone']);
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ _id: 'p1', title: 'Gratitude Journal', quantity: 2 }),
    ]);
    expect(document.cookie).not.toContain(PENDING_CART_COOKIE);
    // Adopted once: a second start adds nothing.
    expect(await adoptPendingCart(fetchProducts)).toBe(0);
    expect(useCartStore.getState().items[0]!.quantity).toBe(2);
  });

  it('keeps the cookie for the next start when the products cannot be read', async () => {
    document.cookie = sentBack(pendingCartCookie([{ id: 'p1', quantity: 1 }]));
    await expect(adoptPendingCart(vi.fn().mockRejectedValue(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(readPendingLines(document.cookie)).toEqual([{ id: 'p1', quantity: 1 }]);
    expect(useCartStore.getState().items).toEqual([]);
  });
});
