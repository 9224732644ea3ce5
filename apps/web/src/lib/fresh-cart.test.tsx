import type { Product } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../components/product/testing/build-product';
import { deferred, stubApi, type ApiReply } from '../components/product/testing/stub-api';
import { toCartItem, useCartStore } from '../stores/cart-store';
import { lineProblemText, useFreshCart } from './fresh-cart';

function renderFreshCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFreshCart(), { wrapper });
}

const reply = (products: Product[]): ApiReply<'/api/products/get-products'> => ({
  body: { success: true, products },
});

beforeEach(() => {
  useCartStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFreshCart', () => {
  it('blocks checkout while checking, then allows it when every line is fine', async () => {
    const product = buildProduct({ countInStock: 3 });
    const held = deferred<ApiReply<'/api/products/get-products'>>();
    stubApi({ '/api/products/get-products': () => held.promise });
    useCartStore.setState({ items: [toCartItem(product, 3)] });
    const { result } = renderFreshCart();

    expect(result.current.checking).toBe(true);
    expect(result.current.blockReason).toMatch(/Checking/);
    held.resolve(reply([product]));
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(result.current.blockReason).toBeNull();
    expect(result.current.problems.size).toBe(0);
  });

  it('makes no call for an empty cart', () => {
    const { fetchMock } = stubApi({});
    const { result } = renderFreshCart();
    expect(result.current).toMatchObject({ checking: false, blockReason: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('describes each kind of problem', () => {
    expect(lineProblemText({ kind: 'unavailable' })).toBe('No longer available');
    expect(lineProblemText({ kind: 'out-of-stock' })).toBe('Out of stock');
    expect(lineProblemText({ kind: 'short', available: 2 })).toBe('Only 2 left in stock');
  });
});
