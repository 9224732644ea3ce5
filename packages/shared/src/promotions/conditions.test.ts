import { describe, expect, it } from 'vitest';
import { isTargeted, normaliseCode, whyNot } from './conditions';
import type { Promotion, PromotionCart, PromotionCartLine } from './types';

const line = (over: Partial<PromotionCartLine> = {}): PromotionCartLine => ({
  lineId: 'l1',
  productId: 'p1',
  variantId: 'v1',
  category: 'notebooks',
  unitMinor: 500_00,
  quantity: 2,
  taxPercent: 12,
  ...over,
});
const cart = (lines = [line()]): PromotionCart => ({
  lines,
  shippingMinor: 49_00,
  currency: 'INR',
});
const code = (over: Partial<Promotion> = {}): Promotion => ({
  id: 'festive',
  name: 'Festive sale',
  code: 'FESTIVE10',
  kind: 'percent',
  value: 10,
  conditions: {},
  combinable: false,
  ...over,
});
const shopper = { isFirstOrder: false, now: new Date('2026-11-26T10:00:00Z') };

describe('normaliseCode', () => {
  it('matches codes trimmed and case-insensitively', () => {
    expect(normaliseCode('  festive10 ')).toBe('FESTIVE10');
    expect(normaliseCode('Festive10')).toBe(normaliseCode('FESTIVE10'));
  });
});

describe('whyNot', () => {
  it('answers null when every condition holds', () => {
    expect(whyNot(code({ conditions: { minSubtotal: 1000_00 } }), cart(), shopper)).toBeNull();
  });

  it('names the last day of an ended code in the shop’s time zone', () => {
    // 2 Nov 23:59:59 in India is still 2 Nov there, though it is 18:29 UTC.
    const endsAt = new Date('2026-11-02T18:29:59.999Z');
    expect(whyNot(code({ conditions: { endsAt } }), cart(), shopper)).toBe(
      'This code ended on 2 Nov',
    );
    const lastYear = new Date('2025-11-02T18:29:59.999Z');
    expect(whyNot(code({ conditions: { endsAt: lastYear } }), cart(), shopper)).toBe(
      'This code ended on 2 Nov 2025',
    );
  });

  it('applies up to and including its last instant, and from its first', () => {
    const at = shopper.now;
    expect(whyNot(code({ conditions: { endsAt: at, startsAt: at } }), cart(), shopper)).toBeNull();
  });

  it('names the first day of a code not started yet', () => {
    // Midnight of 10 Dec in India is 9 Dec 18:30 UTC.
    const startsAt = new Date('2026-12-09T18:30:00Z');
    expect(whyNot(code({ conditions: { startsAt } }), cart(), shopper)).toBe(
      'This code starts on 10 Dec',
    );
    const inLondon = { ...shopper, timeZone: 'Europe/London' };
    expect(whyNot(code({ conditions: { startsAt } }), cart(), inLondon)).toBe(
      'This code starts on 9 Dec',
    );
  });

  it('says how much more to add, in rupees as the shop writes them', () => {
    const promotion = code({ conditions: { minSubtotal: 1201_00 } });
    expect(whyNot(promotion, cart(), shopper)).toBe('Add ₹201 more to use this code');
    const withPaise = code({ conditions: { minSubtotal: 1_00_000_50 } });
    expect(whyNot(withPaise, cart(), shopper)).toBe('Add ₹99,000.50 more to use this code');
  });

  it('writes the amount in the cart’s currency', () => {
    const promotion = code({ conditions: { minSubtotal: 1201_00 } });
    expect(whyNot(promotion, { ...cart(), currency: 'USD' }, shopper)).toBe(
      'Add $201 more to use this code',
    );
  });

  it('keeps a first-order code for a first order', () => {
    const promotion = code({ conditions: { firstOrderOnly: true } });
    expect(whyNot(promotion, cart(), shopper)).toBe('This code is for your first order');
    expect(whyNot(promotion, cart(), { ...shopper, isFirstOrder: true })).toBeNull();
  });

  it('keeps an online-only code for a shopper paying online', () => {
    const promotion = code({ conditions: { paidOnlineOnly: true } });
    expect(whyNot(promotion, cart(), { ...shopper, paymentMethod: 'online' })).toBeNull();
    expect(whyNot(promotion, cart(), { ...shopper, paymentMethod: 'cod' })).toBe(
      'This code applies when you pay online',
    );
    expect(whyNot({ ...promotion, code: null }, cart(), { ...shopper, paymentMethod: 'cod' })).toBe(
      'This offer applies when you pay online',
    );
  });

  it('does not give an online-only promotion when the payment method is not known', () => {
    const promotion = code({ conditions: { paidOnlineOnly: true } });
    expect(whyNot(promotion, cart(), shopper)).toBe('This code applies when you pay online');
    expect(whyNot(code(), cart(), { ...shopper, paymentMethod: 'cod' })).toBeNull();
  });

  it('refuses a code with no uses left, in all or for this customer', () => {
    expect(whyNot(code({ usage: { usesLeft: 0 } }), cart(), shopper)).toBe(
      'This code has been used up',
    );
    expect(whyNot(code({ usage: { usesLeft: 3, customerUsesLeft: 0 } }), cart(), shopper)).toBe(
      'You have already used this code',
    );
    expect(
      whyNot(code({ usage: { usesLeft: null, customerUsesLeft: null } }), cart(), shopper),
    ).toBeNull();
  });

  it('refuses a code for products not in the cart', () => {
    const promotion = code({ conditions: { targets: { categories: ['posters'] } } });
    expect(whyNot(promotion, cart(), shopper)).toBe(
      'This code does not apply to anything in your cart',
    );
    expect(whyNot(code(), cart([]), shopper)).toBe(
      'This code does not apply to anything in your cart',
    );
  });

  it('asks for enough items for a free one', () => {
    const promotion = code({ kind: 'cheapest_free', conditions: { buyQuantity: 3 } });
    expect(whyNot(promotion, cart(), shopper)).toBe(
      'Add 1 more eligible item to get one free with this code',
    );
    expect(whyNot(promotion, cart([line({ quantity: 3 })]), shopper)).toBeNull();
  });

  it('calls an automatic promotion an offer', () => {
    const offer = code({ code: null, conditions: { minSubtotal: 1500_00 } });
    expect(whyNot(offer, cart(), shopper)).toBe('Add ₹500 more to use this offer');
  });

  it('gives the reason that cannot be fixed by adding to the cart first', () => {
    const promotion = code({
      conditions: { endsAt: new Date('2026-11-02T18:29:59Z'), minSubtotal: 5000_00 },
    });
    expect(whyNot(promotion, cart(), shopper)).toBe('This code ended on 2 Nov');
  });
});

describe('isTargeted', () => {
  const target = line({ productId: 'p9', variantId: 'v9', category: 'posters' });
  it('takes every line without targets, and a line any list names otherwise', () => {
    expect(isTargeted(target, undefined)).toBe(true);
    expect(isTargeted(target, { productIds: [], categories: [] })).toBe(true);
    expect(isTargeted(target, { productIds: ['p1'], variantIds: ['v9'] })).toBe(true);
    expect(isTargeted(target, { categories: ['posters'] })).toBe(true);
    expect(isTargeted(target, { productIds: ['p1'], categories: ['notebooks'] })).toBe(false);
  });
});
