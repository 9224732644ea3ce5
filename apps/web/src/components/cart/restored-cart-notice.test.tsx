/**
 * A reminder's link brings the cart back (record 065): the cookie's lines replace the cart's (not
 * added twice), the recovery code is applied, the cookie is forgotten, and the notice names what
 * changed: a new price, fewer left.
 */
import { RESTORED_CART_COOKIE, type RestoredCart } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../product/testing/build-product';
import { stubApi } from '../product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutExtras } from '../../stores/checkout-extras';
import { readRestoredCart, RestoredCartNotice } from './restored-cart-notice';

const journal = buildProduct({ _id: 'journal', title: 'Journal', price: 700, countInStock: 9 });
const cart: RestoredCart = {
  lines: [{ id: 'journal', quantity: 2 }],
  changes: [
    { kind: 'price', title: 'Journal', fromMinor: 64_900, toMinor: 70_000 },
    { kind: 'out_of_stock', title: 'Poster' },
  ],
  currency: 'INR',
  discountCode: 'COMEBACK5',
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${RESTORED_CART_COOKIE}=; Max-Age=0; Path=/`;
});

describe('RestoredCartNotice', () => {
  it('replaces the cart with the restored lines and names what changed', async () => {
    stubApi({
      '/api/products/get-products': () => ({
        body: { success: true, products: [journal], page: 1, pages: 1, total: 1 },
      }),
    } as never);
    useCartStore.getState().clear();
    useCartStore.getState().addItem(journal, 2);
    document.cookie = `${RESTORED_CART_COOKIE}=${encodeURIComponent(JSON.stringify(cart))}; Path=/`;
    render(<RestoredCartNotice />);
    const notice = await screen.findByRole('status', { name: 'Your cart is back' });
    expect(notice).toHaveTextContent('Journal: the price changed from ₹649 to ₹700.');
    expect(notice).toHaveTextContent('Poster is now out of stock and was left out.');
    expect(notice).toHaveTextContent('The code COMEBACK5 is applied.');
    expect(useCartStore.getState().items.map((i) => [i._id, i.quantity])).toEqual([['journal', 2]]);
    expect(useCheckoutExtras.getState().discountCode).toBe('COMEBACK5');
    expect(readRestoredCart(document.cookie)).toBeNull();
  });

  it('reads nothing from a missing or broken cookie', () => {
    expect(readRestoredCart('')).toBeNull();
    expect(readRestoredCart(`${RESTORED_CART_COOKIE}=%7Bnot-json`)).toBeNull();
  });
});
