/**
 * Test data shaped like GET /api/products/my-orders and /my-orders/{orderNumber} answers, and
 * the owner's view of an order (GET /api/admin/orders/{id}).
 */
import type { AdminOrder, AfterSale, CustomerOrder, Tracking } from '@shop/shared';

/** An order nothing went back on (issue 29): no refund or return, cancel offered before dispatch. */
export const NOTHING_AFTER_SALE: AfterSale = {
  refunds: [],
  returns: [],
  netPaid: 1396,
  actions: { cancel: { allowed: true }, return: { allowed: false, reason: 'Not delivered yet.' } },
};

export function buildOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    _id: 'o1',
    orderNumber: 'MM-261122-7KQ2XD',
    createdDate: '2026-11-22T12:15:00.000Z',
    status: 'processing',
    orderStatus: 'Processing',
    paymentStatus: 'paid',
    // Every amount in the currency charged, GST included (record 036): 2 x ₹499 (18%) and
    // 1 x ₹299 (5%) with ₹99 shipping (at the goods' highest rate, 18%). GST inside, in paise:
    // round(99800 x 18/118) + round(29900 x 5/105) + round(9900 x 18/118) = 15224 + 1424 + 1510.
    orderItems: [
      { id: 'p1', title: 'Gratitude Journal', quantity: 2, price: 499, selectedColor: 'Sage' },
      { id: 'p2', title: 'Habit Tracker Poster', quantity: 1, price: 299 },
    ],
    subtotalPrice: 1297,
    totalPrice: 1396,
    shippingPrice: 99,
    taxPrice: 181.58,
    discountPrice: 0,
    currency: 'INR',
    taxIncluded: true,
    charged: { amount: 1396, currency: 'INR' },
    exchangeRate: 1,
    shippingAddress: {
      name: 'Asha Rao',
      address: '12 Lake Road',
      city: 'Hyderabad',
      state: 'Telangana',
      zipCode: '500034',
      country: 'India',
      number: '9876543210',
    },
    paymentMethod: 'Razorpay',
    ...NOTHING_AFTER_SALE,
    ...overrides,
  };
}

export function buildTracking(overrides: Partial<Tracking> = {}): Tracking {
  return {
    orderNumber: 'MM-261122-7KQ2XD',
    orderStatus: 'Processing',
    cancelled: false,
    estimatedDate: '2026-11-29T12:15:00.000Z',
    trackingNumber: null,
    status: {
      Placed: '2026-11-22T12:15:00.000Z',
      Processing: null,
      Shipped: null,
      'Out for Delivery': null,
      Delivered: null,
    },
    ...overrides,
  };
}

export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...buildOrder(),
    customerId: null,
    buyerGstin: null,
    businessName: null,
    cod: null,
    gateway: 'sandbox',
    gatewayOrderId: null,
    gatewayPaymentId: null,
    refundReason: null,
    notes: '',
    next: [],
    events: [],
    track: buildTracking(),
    shippingMethod: {
      code: 'standard',
      name: 'Standard',
      minDays: 5,
      maxDays: 7,
      businessDays: true,
    },
    // Paid Sunday 22 November: two business days on.
    shipBy: '2026-11-24',
    ...overrides,
  };
}
