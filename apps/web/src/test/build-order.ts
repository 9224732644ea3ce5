/**
 * Test data shaped like GET /api/products/my-orders and /my-orders/{orderNumber} answers, and
 * the owner's view of an order (GET /api/admin/orders/{id}).
 */
import type { AdminOrder, Order, Tracking } from '@shop/shared';

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderNumber: 'MM-261122-7KQ2XD',
    createdDate: '2026-11-22T12:15:00.000Z',
    status: 'processing',
    orderStatus: 'Processing',
    paymentStatus: 'paid',
    orderItems: [
      { id: 'p1', title: 'Gratitude Journal', quantity: 2, price: 10, selectedColor: 'Sage' },
      { id: 'p2', title: 'Habit Tracker Poster', quantity: 1, price: 15 },
    ],
    subtotalPrice: 35,
    totalPrice: 40,
    shippingPrice: 5,
    taxPrice: 0,
    discountPrice: 0,
    charged: { amount: 3320, currency: 'INR' },
    exchangeRate: 83,
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
    gateway: 'sandbox',
    gatewayOrderId: null,
    gatewayPaymentId: null,
    refundReason: null,
    notes: '',
    next: [],
    events: [],
    track: buildTracking(),
    ...overrides,
  };
}
