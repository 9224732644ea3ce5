import {
  CHECKOUT_MESSAGES,
  createOrderFailed,
  verificationFailed,
  type ShippingForm,
} from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi, type ApiReply, type ApiRoutes } from '../../components/product/testing/stub-api';
import { appConfigQuery } from '../../lib/app-config';
import { toCartItem } from '../../stores/cart-store';
import { useCheckoutPayment, type PlacedOrder } from './use-checkout-payment';

const INTENT = '/api/payment/payment-intent';
const VERIFY = '/api/payment/verify-payment';

const shipping: ShippingForm = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  number: '9876543210',
  address: '12 Lake Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
  gstin: '',
  businessName: '',
  orderNotes: '',
  saveInfo: true,
};
const journal = buildProduct({ _id: 'journal', title: 'Journal', price: 30, salePrice: 24 });
const items = [toCartItem(journal, 2, { color: 'Sage' })];
const payment = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'sig',
};
/** The order and the token that opens it without a session (a guest's confirmation). */
const placed: PlacedOrder = { orderNumber: 'MM-1001', orderToken: 'c.token-1' };
const intentReply = (gateway: 'sandbox' | 'razorpay'): ApiReply<typeof INTENT> => ({
  body: {
    success: true,
    amount: 398_400,
    currency: 'INR',
    order_id: 'order_1',
    internalOrderId: 'internal-1',
    orderNumber: 'MM-1001',
    key: gateway === 'razorpay' ? 'rzp_test_key' : null,
    gateway,
    orderToken: 'c.token-1',
    error: null,
  },
});

/** The API faked at fetch, the gateway's config, and the hook rendered with a toaster. */
async function setUp(gateway: 'sandbox' | 'razorpay', routes: ApiRoutes) {
  const api = stubApi({
    '/api/config': () => ({
      body: {
        success: true,
        googleClientId: null,
        paymentGateway: gateway,
        razorpayKeyId: null,
        mode: 'test',
      },
    }),
    [INTENT]: () => intentReply(gateway),
    ...routes,
  });
  const onPaid = vi.fn<(order: PlacedOrder) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The checkout page has the config by the time a shopper pays (the app shell loads it).
  await client.prefetchQuery(appConfigQuery);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useCheckoutPayment({ items, shipping, shippingMethod: 'express', currency: 'INR', onPaid }),
    {
      wrapper,
    },
  );
  /** The JSON bodies posted to a path. */
  const bodiesTo = (path: string) =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { hook, onPaid, bodiesTo };
}

/** Razorpay's checkout.js as the page sees it: the test decides what the shopper does. */
function fakeRazorpay(act: (options: Record<string, unknown>) => void) {
  const opened: Record<string, unknown>[] = [];
  window.Razorpay = class {
    constructor(private readonly options: Record<string, unknown>) {}
    open() {
      opened.push(this.options);
      act(this.options);
    }
  };
  return opened;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

describe('useCheckoutPayment', () => {
  it("creates the gateway order from the cart, then verifies the sandbox payment with the order's token and reports the order and its token", async () => {
    const { hook, onPaid, bodiesTo } = await setUp('sandbox', {
      [VERIFY]: () => ({
        body: { success: true, orderNumber: 'MM-1001', orderId: 'o1', order_id: 'order_1' },
      }),
    });

    await act(() => hook.result.current.pay());
    expect(hook.result.current.processing).toBe(true);
    expect(hook.result.current.sandboxIntent).toMatchObject({ orderNumber: 'MM-1001' });
    expect(bodiesTo(INTENT)).toEqual([
      expect.objectContaining({
        currency: 'INR',
        receipt_email: 'asha@example.com',
        orderItems: [
          { id: 'journal', quantity: 2, selectedColor: 'Sage', title: 'Journal', price: 24 },
        ],
        shipping,
      }),
    ]);

    act(() => void hook.result.current.onSandboxPaid(payment));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(placed));
    expect(bodiesTo(VERIFY)).toEqual([
      { ...payment, internalOrderId: 'internal-1', orderToken: 'c.token-1' },
    ]);
    expect(hook.result.current.processing).toBe(false);
    expect(hook.result.current.sandboxIntent).toBeNull();
  });

  it('says why a declined payment failed verification and lets the shopper try again', async () => {
    const { hook, onPaid } = await setUp('sandbox', {
      [VERIFY]: () => ({ status: 400, body: { success: false, message: 'Card declined' } }),
    });

    await act(() => hook.result.current.pay());
    act(() => void hook.result.current.onSandboxPaid(payment));

    expect(await screen.findByText(verificationFailed('Card declined'))).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    expect(hook.result.current.processing).toBe(false);
  });

  it('gives a support message, not the server error, when verification breaks (5xx)', async () => {
    const { hook, onPaid } = await setUp('sandbox', {
      [VERIFY]: () => ({ status: 500, body: { success: false, message: 'stack trace' } }),
    });

    await act(() => hook.result.current.pay());
    act(() => void hook.result.current.onSandboxPaid(payment));

    expect(await screen.findByText(CHECKOUT_MESSAGES.verificationException)).toBeInTheDocument();
    expect(screen.queryByText(/stack trace/)).not.toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('opens Razorpay with the order and the prefilled shopper, and verifies what it hands back', async () => {
    const opened = fakeRazorpay((options) =>
      (options.handler as (p: typeof payment) => void)(payment),
    );
    const { hook, onPaid, bodiesTo } = await setUp('razorpay', {
      [VERIFY]: () => ({
        body: { success: true, orderNumber: 'MM-1001', orderId: 'o1', order_id: 'order_1' },
      }),
    });

    await act(() => hook.result.current.pay());

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(placed));
    expect(opened).toEqual([
      expect.objectContaining({
        key: 'rzp_test_key',
        amount: 398_400,
        currency: 'INR',
        order_id: 'order_1',
        prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      }),
    ]);
    expect(bodiesTo(VERIFY)).toEqual([
      { ...payment, internalOrderId: 'internal-1', orderToken: 'c.token-1' },
    ]);
    expect(hook.result.current.processing).toBe(false);
  });

  it('says the payment was not completed when the shopper closes the window, and allows a retry', async () => {
    fakeRazorpay((options) => (options.modal as { ondismiss: () => void }).ondismiss());
    const { hook, onPaid, bodiesTo } = await setUp('razorpay', {});

    await act(() => hook.result.current.pay());

    expect(await screen.findByText(CHECKOUT_MESSAGES.dismissed)).toBeInTheDocument();
    expect(hook.result.current.processing).toBe(false);
    expect(bodiesTo(VERIFY)).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();

    await act(() => hook.result.current.pay());
    expect(bodiesTo(INTENT)).toHaveLength(2);
  });

  it('reports a refused gateway order (out of stock) with the server message and resets', async () => {
    const { hook, onPaid } = await setUp('sandbox', {
      [INTENT]: () => ({
        status: 409,
        body: { success: false, message: 'Only 1 left of Journal' },
      }),
    });
    await act(() => hook.result.current.pay());

    expect(await screen.findByText(createOrderFailed('Razorpay sandbox'))).toBeInTheDocument();
    expect(
      screen.getByText(`${CHECKOUT_MESSAGES.initiateError}Only 1 left of Journal`),
    ).toBeInTheDocument();
    expect(hook.result.current.processing).toBe(false);
    expect(hook.result.current.sandboxIntent).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
