import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { toCartItem } from '../../stores/cart-store';
import { checkoutBody } from './checkout-body';

const shipping = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  number: '9876543210',
  address: '4 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India' as const,
  orderNotes: '',
  saveInfo: false,
  gstin: '',
  businessName: '',
};
const items = [toCartItem(buildProduct({ _id: 'journal', price: 699 }), 2)];

describe('checkoutBody', () => {
  it('carries the discount code, the gift cards and the store credit the quote priced', () => {
    const body = checkoutBody(items, shipping, 'standard', 'INR', {
      discountCode: 'FESTIVE10',
      giftCardCodes: ['7KQMXR4T9PWDH2NC'],
      useStoreCredit: true,
    });
    expect(body).toMatchObject({
      currency: 'INR',
      receipt_email: 'meera@example.com',
      shippingMethod: 'standard',
      orderItems: [{ id: 'journal', quantity: 2 }],
      discountCode: 'FESTIVE10',
      giftCardCodes: ['7KQMXR4T9PWDH2NC'],
      useStoreCredit: true,
    });
  });

  it('sends no code at all without one, and no cards or credit', () => {
    const body = checkoutBody(items, shipping, null, 'USD');
    expect(body).not.toHaveProperty('discountCode');
    expect(body).not.toHaveProperty('shippingMethod');
    expect(body).toMatchObject({ giftCardCodes: [], useStoreCredit: false });
  });

  it("carries each gift card line's recipient, two people on two lines", () => {
    const card = buildProduct({ _id: 'gift', slug: 'gift-card', price: 500, taxPercent: 0 });
    const meera = {
      recipientName: 'Meera',
      recipientEmail: 'meera@example.com',
      deliverOn: '2026-11-28',
    };
    const arjun = { recipientName: 'Arjun', recipientEmail: 'arjun@example.com', message: 'Enjoy' };
    const lines = [
      toCartItem(card, 1, { giftCard: meera }),
      toCartItem(card, 1, { giftCard: arjun }),
    ];
    const body = checkoutBody([...items, ...lines], shipping, null, 'INR');
    expect(body.orderItems).toEqual([
      expect.not.objectContaining({ giftCard: expect.anything() }),
      expect.objectContaining({ id: 'gift', quantity: 1, giftCard: meera }),
      expect.objectContaining({ id: 'gift', quantity: 1, giftCard: arjun }),
    ]);
  });
});
