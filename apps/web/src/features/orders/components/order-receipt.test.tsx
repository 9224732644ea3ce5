import type { OrderConfirmation } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTHING_AFTER_SALE } from '../../../test/build-order';
import { OrderReceipt } from './order-receipt';

// ₹1,498 of goods, FESTIVE10 takes ₹149.80, shipping ₹99; a ₹700 gift card and ₹100 of credit.
const order: OrderConfirmation = {
  _id: 'o1',
  orderNumber: 'MM-261126-FEST10',
  createdDate: '2026-11-26T12:15:00.000Z',
  status: 'processing',
  orderStatus: 'Placed',
  paymentStatus: 'paid',
  orderItems: [{ id: 'p1', title: 'Journal', quantity: 1, price: 1498 }],
  lines: [
    {
      id: 'p1',
      title: 'Journal',
      quantity: 1,
      price: 1498,
      unitPrice: 1498,
      linePrice: 1498,
      discount: 149.8,
    },
  ],
  subtotalPrice: 1498,
  totalPrice: 1447.2,
  shippingPrice: 99,
  taxPrice: 220.75,
  discountPrice: 149.8,
  discounts: [{ code: 'festive10', name: 'Festive sale', amount: 149.8 }],
  giftCards: [{ last4: 'H2NC', amount: 700 }],
  storeCredit: 100,
  taxIncluded: true,
  charged: { amount: 647.2, currency: 'INR' },
  exchangeRate: 1,
  amountMinor: 64720,
  currency: 'INR',
  estimatedDate: '2026-12-03T12:15:00.000Z',
  shippingMethod: 'Standard',
  earliestDate: '2026-12-01T12:15:00.000Z',
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
  guest: false,
  buyerGstin: null,
  businessName: null,
  cod: null,
  track: {
    orderNumber: 'MM-261126-FEST10',
    orderStatus: 'Placed',
    cancelled: false,
    estimatedDate: '2026-12-03T12:15:00.000Z',
    trackingNumber: null,
    status: {
      Placed: '2026-11-26T12:15:00.000Z',
      Processing: null,
      Shipped: null,
      'Out for Delivery': null,
      Delivered: null,
    },
  },
};

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('OrderReceipt', () => {
  it('names each discount, then what gift cards and store credit paid, before the total charged', () => {
    render(<OrderReceipt order={order} />);
    expect(value('FESTIVE10')).toHaveTextContent('-₹149.80');
    expect(value('Gift card •••• H2NC')).toHaveTextContent('-₹700');
    expect(value('Store credit')).toHaveTextContent('-₹100');
    expect(value('Total')).toHaveTextContent('₹647.20');
    const totals = screen.getByText('Subtotal', { selector: 'dt' }).closest('dl')!;
    expect(within(totals).queryByText('Discount')).not.toBeInTheDocument();
  });

  it('keeps one Discount line for an order placed before discounts were named', () => {
    render(<OrderReceipt order={{ ...order, discounts: [], giftCards: [], storeCredit: 0 }} />);
    expect(value('Discount')).toHaveTextContent('-₹149.80');
    expect(screen.queryByText('Store credit')).not.toBeInTheDocument();
  });
});
