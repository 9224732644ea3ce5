import { COD_MESSAGES, type ShippingForm } from '@shop/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi, type ApiRoutes } from '../../components/product/testing/stub-api';
import { toCartItem } from '../../stores/cart-store';
import type { PlacedOrder } from './use-checkout-payment';
import { COD_FAILED, useCodOrder } from './use-cod-order';

const COD = '/api/payment/cod';
const shipping = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  number: '9876543210',
  address: '4 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
  gstin: '',
  businessName: '',
  orderNotes: '',
  saveInfo: false,
} satisfies ShippingForm;
const items = [toCartItem(buildProduct({ _id: 'poster', title: 'Poster', price: 699 }), 1)];

function setUp(routes: ApiRoutes) {
  const api = stubApi(routes);
  const onPlaced = vi.fn<(order: PlacedOrder) => void>();
  const hook = renderHook(() =>
    useCodOrder({ items, shipping, shippingMethod: 'standard', onPlaced }),
  );
  const bodies = () =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
      .filter(([input]) => String(input) === COD)
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { hook, onPlaced, bodies };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCodOrder', () => {
  it('posts the checkout as a COD order in rupees and hands over the order and its token', async () => {
    const { hook, onPlaced, bodies } = setUp({
      [COD]: () => ({
        body: {
          success: true,
          orderId: 'o1',
          orderNumber: 'MM-260001-ABC123',
          orderToken: 'c.cod-token',
          amount: 79800,
          currency: 'INR',
          codFee: 4900,
          confirmBy: '2026-11-27T10:00:00Z',
        },
      }),
    });
    await act(() => hook.result.current.place());
    expect(onPlaced).toHaveBeenCalledWith({
      orderNumber: 'MM-260001-ABC123',
      orderToken: 'c.cod-token',
    });
    expect(bodies()).toEqual([
      expect.objectContaining({
        currency: 'INR',
        receipt_email: 'meera@example.com',
        orderItems: [expect.objectContaining({ id: 'poster', quantity: 1 })],
        shipping,
        shippingMethod: 'standard',
      }),
    ]);
    expect(hook.result.current.placing).toBe(false);
  });

  it('keeps the rule the server names when it refuses, and places nothing', async () => {
    const message = COD_MESSAGES.pincodeDenied('560001');
    const { hook, onPlaced } = setUp({
      [COD]: () => ({ status: 409, body: { success: false, message } }),
    });
    await act(() => hook.result.current.place());
    expect(hook.result.current.refusal).toBe(message);
    expect(onPlaced).not.toHaveBeenCalled();
    act(() => hook.result.current.clearRefusal());
    expect(hook.result.current.refusal).toBeNull();
  });

  it('gives its own words, not the server error, when the server breaks', async () => {
    const { hook } = setUp({
      [COD]: () => ({ status: 500, body: { success: false, message: 'stack trace' } }),
    });
    await act(() => hook.result.current.place());
    expect(hook.result.current.refusal).toBe(COD_FAILED);
  });
});
