import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { toCartItem } from '../../stores/cart-store';
import type { CodOffer } from './api/cod';
import { choiceTotals, codApplies, onlineSaving } from './payment-choice';

// A ₹49 fee, orders from ₹199 to ₹10,000, 5% off for paying online (paise throughout).
const offer: CodOffer = {
  success: true,
  enabled: true,
  fee: 4900,
  minOrder: 19900,
  maxOrder: 1000000,
  prepaidDiscountPercent: 5,
};
const india = { country: 'India', currency: 'INR', valueMinor: 249700 };
// Each unit's price in paise, GST inside: ₹999 at 18% and ₹499 at 5%.
const pricing = { unitMinor: (p: { price: number }) => p.price };
const items = [
  toCartItem(buildProduct({ price: 99900, taxPercent: 18 }), 2),
  toCartItem(buildProduct({ price: 49900, taxPercent: 5 }), 1),
];

describe('codApplies', () => {
  it('offers cash on delivery for a parcel to India paid in rupees, within the limits', () => {
    expect(codApplies(offer, india)).toBe(true);
    expect(codApplies(offer, { ...india, valueMinor: 19900 })).toBe(true);
    expect(codApplies(offer, { ...india, valueMinor: 1000000 })).toBe(true);
    expect(codApplies({ ...offer, maxOrder: null }, { ...india, valueMinor: 99_999_999 })).toBe(
      true,
    );
  });

  it('does not offer it abroad, in another currency, outside the limits, switched off or unknown', () => {
    expect(codApplies(offer, { ...india, country: 'United States' })).toBe(false);
    expect(codApplies(offer, { ...india, currency: 'USD' })).toBe(false);
    expect(codApplies(offer, { ...india, valueMinor: 19899 })).toBe(false);
    expect(codApplies(offer, { ...india, valueMinor: 1000001 })).toBe(false);
    expect(codApplies({ ...offer, enabled: false }, india)).toBe(false);
    expect(codApplies(undefined, india)).toBe(false);
    expect(codApplies(offer, { ...india, country: null })).toBe(false);
  });
});

describe('choiceTotals', () => {
  it('adds the COD fee on top of the total, no discount', () => {
    const cod = choiceTotals(pricing, items, 7900, true, 'cod', offer);
    expect(cod).toMatchObject({ subtotal: 249700, discount: 0, total: 257600, codFee: 4900 });
    expect(cod.amount).toBe(262500);
  });

  it('takes the prepaid discount off each line online, and the GST out of what is left', () => {
    // 5% of ₹1,998 is ₹99.90 and of ₹499 is ₹24.95: ₹124.85 off. GST inside ₹1,898.10 at 18% is
    // ₹289.54, inside ₹474.05 at 5% is ₹22.57, inside ₹79 of shipping at 18% is ₹12.05.
    const online = choiceTotals(pricing, items, 7900, true, 'online', offer);
    expect(online).toMatchObject({ discount: 12485, total: 245115, codFee: 0, amount: 245115 });
    expect(online.tax).toBe(28954 + 2257 + 1205);
  });

  it('has nothing to take off or add where COD does not apply', () => {
    const plain = choiceTotals(pricing, items, 7900, true, 'online', null);
    expect(plain).toMatchObject({ discount: 0, codFee: 0, amount: 257600 });
  });

  it('saves the fee plus the discount by paying online', () => {
    const online = choiceTotals(pricing, items, 7900, true, 'online', offer);
    const cod = choiceTotals(pricing, items, 7900, true, 'cod', offer);
    expect(onlineSaving(online, cod)).toBe(4900 + 12485);
  });
});
