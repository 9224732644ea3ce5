/**
 * The cart-reminder box (record 065): unticked by default; ticked, the checkout records the
 * consent against the order its intent made, with that order's token; unticked, nothing is sent.
 */
import type { ShippingForm } from '@shop/shared';
import { RECOVERY_CONSENT_WORDING } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { appConfigQuery } from '../../lib/app-config';
import { toCartItem } from '../../stores/cart-store';
import { ReminderConsent } from './components/reminder-consent';
import { useCheckoutPayment } from './use-checkout-payment';

const CONSENT = '/api/checkout/recovery-consent';
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
  saveInfo: false,
};
const items = [toCartItem(buildProduct({ _id: 'journal', title: 'Journal', price: 30 }), 1)];

async function payWith(remind: boolean) {
  const api = stubApi({
    '/api/config': () => ({
      body: {
        success: true,
        googleClientId: null,
        paymentGateway: 'sandbox',
        razorpayKeyId: null,
        mode: 'test',
      },
    }),
    '/api/payment/payment-intent': () => ({
      body: {
        success: true,
        amount: 3_000,
        currency: 'INR',
        order_id: 'order_1',
        internalOrderId: 'internal-1',
        orderNumber: 'MM-1001',
        key: null,
        gateway: 'sandbox',
        orderToken: 'c.token-1',
        error: null,
      },
    }),
    [CONSENT]: () => ({ body: { success: true } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery(appConfigQuery);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useCheckoutPayment({
        items,
        shipping,
        shippingMethod: 'standard',
        currency: 'INR',
        onPaid: vi.fn(),
        remind,
      }),
    { wrapper },
  );
  await act(() => hook.result.current.pay());
  return (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === CONSENT)
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart-reminder consent', () => {
  it('is a box with the recorded words, unticked until ticked', async () => {
    const onChange = vi.fn();
    render(<ReminderConsent checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: RECOVERY_CONSENT_WORDING });
    expect(box).not.toBeChecked();
    act(() => box.click());
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is recorded against the intent’s order with its token when ticked', async () => {
    const posted = await payWith(true);
    await waitFor(() =>
      expect(posted).toEqual([{ orderId: 'internal-1', orderToken: 'c.token-1' }]),
    );
  });

  it('sends nothing when the box stays unticked', async () => {
    expect(await payWith(false)).toEqual([]);
  });
});
