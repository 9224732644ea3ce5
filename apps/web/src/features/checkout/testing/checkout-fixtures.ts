/**
 * The checkout page against the API faked at fetch: the cart's products, the rate table, the COD
 * offer, a sandbox intent and its payment, and a guest's shipping step filled in.
 */
import type { ApiReplyBody, Product } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { stubApi, type ApiRoutes } from '../../../components/product/testing/stub-api';
import type { renderWithRouter } from '../../../test/render-with-router';
import { buildProduct } from '../../../components/product/testing/build-product';

// ₹699 (18% GST) x 2 and ₹499 (5%): ₹1,897 of goods; Standard shipping ₹99; a ₹49 COD fee.
export const journal = buildProduct({
  _id: 'journal',
  title: 'Breathe In, Breathe Out Typography Poster',
  price: 699,
});
export const poster = buildProduct({
  _id: 'poster',
  title: 'Calm Poster',
  price: 499,
  taxPercent: 5,
});
const RATES: ApiReplyBody<'GET /api/shipping/rates'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          code: 'standard',
          name: 'Standard',
          description: '',
          priceCents: 9900,
          freeOverCents: null,
          minDays: 5,
          maxDays: 7,
          businessDays: true,
        },
      ],
    },
  ],
};
const offer = { prepaidDiscountPercent: 0, fee: 4900 };
export const TOKEN = 'c.guest-token';
export const INTENT = {
  success: true,
  amount: 199600,
  currency: 'INR',
  order_id: 'order_1',
  internalOrderId: 'internal-1',
  orderNumber: 'MM-261126-ABC123',
  key: null,
  gateway: 'sandbox',
  orderToken: TOKEN,
  error: null,
} as const;
export const paid = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'sig',
};

export function serve(routes: ApiRoutes = {}) {
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
    '/api/products/get-products': () => ({
      body: { success: true, products: [journal, poster] as Product[] },
    }),
    '/api/shipping/rates': () => ({ body: RATES }),
    '/api/payment/cod/offer': () => ({
      body: { success: true, enabled: true, minOrder: 19900, maxOrder: 1000000, ...offer },
    }),
    '/api/payment/payment-intent': () => ({ body: INTENT }),
    '/api/payment/sandbox/pay': () => ({ body: paid }),
    '/api/payment/verify-payment': () => ({
      body: { success: true, orderId: 'o1', orderNumber: INTENT.orderNumber, order_id: 'order_1' },
    }),
    ...routes,
  });
  const bodiesTo = (path: string) =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][])
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { bodiesTo, lastBodyTo: (path: string) => bodiesTo(path).at(-1) };
}

const main = () => screen.getByRole('heading', { level: 1, name: 'Checkout' }).parentElement!;
const field = (label: string) => within(main()).getByLabelText(label);

/** A guest's shipping step, filled in and sent: on to the payment step. */
export async function shipAsGuest(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'meera@example.com');
  await user.type(field('First name'), 'Meera');
  await user.type(field('Last name'), 'Iyer');
  await user.type(field('Phone number'), '9876543210');
  await user.type(field('Address'), '4 MG Road');
  await user.type(field('City'), 'Bengaluru');
  await user.selectOptions(field('State'), 'Karnataka');
  await user.type(field('PIN code'), '560001');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment' });
}

export const summary = () => screen.getByRole('region', { name: 'Order summary' });
export const summaryValue = (label: string) =>
  within(summary()).getByText(label).nextElementSibling;
