import { CART_LINE_MAX } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { buildVariantJournal } from '../../components/product/testing/build-variants';
import { stubApi } from '../../components/product/testing/stub-api';
import { readPendingLines } from '../../stores/pending-cart';
import { postedForm } from '../../test/action-args';
import { addToCartAction, type AddToCartActionData } from './add-to-cart-action';

afterEach(() => vi.unstubAllGlobals());

const post = (id: string, fields: Record<string, string>, cookie?: string) =>
  addToCartAction(
    postedForm(`http://shop.test/products/${id}`, fields, {
      params: { id },
      ...(cookie && { cookie }),
    }),
  );

const journal = buildProduct({
  _id: 'p1',
  title: 'Gratitude Journal',
  countInStock: 4,
  specifications: { colors: ['Sage', 'Clay'] },
});

function serve(product = journal) {
  stubApi({
    '/api/products/get-products/:id': (_url, { id }) =>
      id === product._id
        ? { body: { success: true, products: product } }
        : { status: 404, body: { success: false, message: 'Product not found' } },
  });
}

/** The lines a redirect's Set-Cookie keeps, as the browser would send them back. */
const keptLines = (response: Response) =>
  readPendingLines(response.headers.get('set-cookie')!.split(';')[0]);

describe('addToCartAction (Add to Cart before the scripts run)', () => {
  it('keeps the line for the app and sends the shopper to the cart', async () => {
    serve();
    const response = (await post('p1', { quantity: '2', 'product-color': 'Clay' })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(keptLines(response)).toEqual([{ id: 'p1', quantity: 2, color: 'Clay' }]);
  });

  it('adds to the lines already kept; clamps the quantity to the stock; an unknown colour is the first', async () => {
    serve();
    const first = (await post('p1', { quantity: '1' })) as Response;
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    const second = (await post(
      'p1',
      { quantity: '1', 'product-color': 'Sage' },
      cookie,
    )) as Response;
    expect(keptLines(second)).toEqual([{ id: 'p1', quantity: 2, color: 'Sage' }]);
    const many = (await post('p1', {
      quantity: String(CART_LINE_MAX),
      'product-color': '<b>',
    })) as Response;
    expect(keptLines(many)).toEqual([{ id: 'p1', quantity: 4, color: 'Sage' }]);
    const junk = (await post('p1', { quantity: '-3' })) as Response;
    expect(keptLines(junk)[0]!.quantity).toBe(1);
  });

  it('refuses a sold-out or unknown product with a message for the page', async () => {
    serve(buildProduct({ _id: 'p2', countInStock: 0 }));
    const soldOut = (await post('p2', {})) as unknown as {
      data: AddToCartActionData;
      init: { status: number };
    };
    expect(soldOut.init.status).toBe(409);
    expect(soldOut.data.cartError).toBe('This product is out of stock.');
    const unknown = (await post('nope', {})) as unknown as {
      data: AddToCartActionData;
      init: { status: number };
    };
    expect(unknown.init.status).toBe(404);
    expect(unknown.data.cartError).toBe('This product is no longer available.');
  });

  it('keeps the variant chosen, clamped to its stock, and refuses a sold-out variant', async () => {
    const journal = buildVariantJournal();
    serve(journal);
    const kept = (await post('journal', {
      quantity: '5',
      variant: 'v-terracotta-dotted',
    })) as Response;
    expect(keptLines(kept)).toEqual([
      { id: 'journal', quantity: 3, variant: 'v-terracotta-dotted' },
    ]);
    const soldOut = (await post('journal', { variant: 'v-terracotta-ruled' })) as unknown as {
      init: { status: number };
    };
    expect(soldOut.init.status).toBe(409);
  });
});
