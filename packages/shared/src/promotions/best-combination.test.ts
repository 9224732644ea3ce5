import { describe, expect, it } from 'vitest';
import { bestCombination, isValidCombination, MAX_EXHAUSTIVE_AUTOMATIC } from './best-combination';
import type { Promotion, PromotionCart } from './types';

const cart: PromotionCart = {
  lines: [
    {
      lineId: 'journal',
      productId: 'p-journal',
      variantId: 'v-journal',
      category: 'notebooks',
      unitMinor: 1000_00,
      quantity: 1,
      taxPercent: 12,
    },
    {
      lineId: 'poster',
      productId: 'p-poster',
      variantId: 'v-poster',
      category: 'posters',
      unitMinor: 250_00,
      quantity: 2,
      taxPercent: 12,
    },
  ],
  shippingMinor: 49_00,
  currency: 'INR',
};
const shopper = { isFirstOrder: false, now: new Date('2026-11-26T10:00:00Z') };
const offer = (id: string, over: Partial<Promotion> = {}): Promotion => ({
  id,
  name: id,
  code: null,
  kind: 'percent',
  value: 10,
  conditions: {},
  combinable: false,
  ...over,
});
const names = (promotions: Promotion[], code?: string) =>
  bestCombination(cart, promotions, shopper, code).applied.map((a) => a.name);

describe('the stacking rule', () => {
  const code = offer('CODE', { code: 'SAVE', combinable: true });
  const lone = offer('lone');
  const stacker = offer('stacker', { combinable: true });
  it('allows at most one code', () => {
    expect(isValidCombination([code, { ...code, id: 'other', code: 'OTHER' }])).toBe(false);
  });
  it('stacks automatic promotions only when each is combinable', () => {
    expect(isValidCombination([stacker, { ...stacker, id: 's2' }])).toBe(true);
    expect(isValidCombination([lone, stacker])).toBe(false);
  });
  it('lets a combinable code join any allowed automatic set, a non-combinable code none', () => {
    expect(isValidCombination([code, lone])).toBe(true);
    expect(isValidCombination([code, stacker, { ...stacker, id: 's2' }])).toBe(true);
    expect(isValidCombination([{ ...code, combinable: false }, stacker])).toBe(false);
    expect(isValidCombination([{ ...code, combinable: false }])).toBe(true);
  });
});

describe('bestCombination', () => {
  it('applies a code typed in any case, with spaces around it', () => {
    const result = bestCombination(
      cart,
      [offer('Festive', { code: 'FESTIVE10' })],
      shopper,
      ' festive10 ',
    );
    expect(result).toMatchObject({ totalDiscount: 150_00, shippingDiscount: 0 });
    expect(result.applied[0]).toMatchObject({
      code: 'FESTIVE10',
      name: 'Festive',
      amountMinor: 150_00,
    });
    expect(result.lineDiscounts).toEqual({ journal: 100_00, poster: 50_00 });
    expect(result.codeRejected).toBeUndefined();
  });

  it('says why a code is not applied, and still applies the automatic promotions', () => {
    const ended = offer('Old', {
      code: 'OLD',
      conditions: { endsAt: new Date('2026-11-02T18:00:00Z') },
    });
    const result = bestCombination(cart, [ended, offer('Autumn', { value: 5 })], shopper, 'old');
    expect(result.codeRejected).toBe('This code ended on 2 Nov');
    expect(result.applied.map((a) => a.name)).toEqual(['Autumn']);
    expect(bestCombination(cart, [], shopper, 'NOPE').codeRejected).toBe(
      'We could not find this code. Check it and try again',
    );
  });

  it('keeps the larger of a non-combinable code and a non-combinable automatic promotion', () => {
    const code = offer('Code', { code: 'SAVE5', value: 5 });
    const sale = offer('Festive sale', { value: 20 });
    const result = bestCombination(cart, [code, sale], shopper, 'save5');
    expect(result.applied.map((a) => a.name)).toEqual(['Festive sale']);
    expect(result.codeRejected).toBe(
      'This code cannot be combined with Festive sale, which saves you more',
    );
    expect(names([{ ...code, value: 30 }, sale], 'SAVE5')).toEqual(['Code']);
  });

  it('names every offer that beats a code which cannot join them', () => {
    const code = offer('Code', { code: 'SAVE15', value: 15 });
    const a = offer('Autumn', { value: 10, combinable: true });
    const b = offer('Loyalty', { value: 10, combinable: true });
    expect(bestCombination(cart, [code, a, b], shopper, 'save15').codeRejected).toBe(
      'This code cannot be combined with Autumn and Loyalty, which save you more',
    );
  });

  it('adds a combinable code to a non-combinable automatic promotion', () => {
    const code = offer('Code', { code: 'SHIPFREE', kind: 'free_shipping', combinable: true });
    expect(names([code, offer('Festive sale')], 'SHIPFREE')).toEqual(['Festive sale', 'Code']);
  });

  it('chooses between combinable promotions stacked and a non-combinable one alone', () => {
    const a = offer('a', { value: 10, combinable: true });
    const b = offer('b', { kind: 'fixed', value: 100_00, combinable: true });
    expect(names([a, b, offer('alone', { value: 20 })])).toEqual(['alone']);
    expect(names([a, b, offer('alone', { value: 15 })])).toEqual(['a', 'b']);
  });

  it('applies percentages one after another, so two never take a line below zero', () => {
    const a = offer('a', { value: 60, combinable: true });
    const b = offer('b', { value: 60, combinable: true });
    const result = bestCombination(cart, [a, b], shopper);
    // 60% of ₹1,500, then 60% of the ₹600 left: ₹1,260 off, ₹240 still to pay.
    expect(result.totalDiscount).toBe(1260_00);
    expect(result.lineDiscounts).toEqual({ journal: 840_00, poster: 420_00 });
  });

  it('takes free units before percentages, and percentages before fixed amounts', () => {
    const free = offer('free', { kind: 'cheapest_free', combinable: true });
    const fixed = offer('fixed', { kind: 'fixed', value: 100_00, combinable: true });
    const percent = offer('percent', { value: 10, combinable: true });
    const result = bestCombination(cart, [fixed, percent, free], shopper);
    expect(result.applied.map((a) => [a.name, a.amountMinor])).toEqual([
      ['free', 250_00],
      ['percent', 125_00],
      ['fixed', 100_00],
    ]);
  });

  it('does not name an automatic promotion that takes nothing, but names the code', () => {
    const free = { ...cart, shippingMinor: 0 };
    const ship = offer('Free delivery', { kind: 'free_shipping', combinable: true });
    const code = offer('Code', { code: 'SHIP', kind: 'free_shipping', combinable: true });
    expect(bestCombination(free, [ship], shopper).applied).toEqual([]);
    expect(bestCombination(free, [code], shopper, 'ship').applied.map((a) => a.name)).toEqual([
      'Code',
    ]);
  });

  it('beyond the exhaustive limit, still stacks all the combinable promotions', () => {
    const many = Array.from({ length: MAX_EXHAUSTIVE_AUTOMATIC + 1 }, (_, i) =>
      offer(`o${String(i).padStart(2, '0')}`, { kind: 'fixed', value: 10_00, combinable: true }),
    );
    const result = bestCombination(cart, [...many, offer('alone', { value: 5 })], shopper);
    expect(result.applied).toHaveLength(many.length);
    expect(result.totalDiscount).toBe(many.length * 10_00);
  });

  it('leaves an online-only automatic promotion out of a cash-on-delivery order', () => {
    const online = offer('₹50 off online', {
      kind: 'fixed',
      value: 50_00,
      combinable: true,
      conditions: { paidOnlineOnly: true },
    });
    const sale = offer('Sale', { value: 5, combinable: true });
    const paying = (paymentMethod: 'online' | 'cod') =>
      bestCombination(cart, [online, sale], { ...shopper, paymentMethod });
    expect(paying('online').applied.map((a) => [a.name, a.amountMinor])).toEqual([
      ['Sale', 75_00],
      ['₹50 off online', 50_00],
    ]);
    expect(paying('cod').applied.map((a) => a.name)).toEqual(['Sale']);
    expect(paying('cod').totalDiscount).toBe(75_00);
  });

  it('refuses an online-only code on cash on delivery with the reason', () => {
    const code = offer('Online ten', { code: 'ONLINE10', conditions: { paidOnlineOnly: true } });
    const cod = bestCombination(cart, [code], { ...shopper, paymentMethod: 'cod' }, 'online10');
    expect(cod.applied).toEqual([]);
    expect(cod.codeRejected).toBe('This code applies when you pay online');
    const online = bestCombination(
      cart,
      [code],
      { ...shopper, paymentMethod: 'online' },
      'online10',
    );
    expect(online.applied.map((a) => a.name)).toEqual(['Online ten']);
    expect(online.codeRejected).toBeUndefined();
  });

  it('prefers the code on a tie', () => {
    const code = offer('Code', { code: 'TEN', value: 10 });
    expect(names([offer('Sale', { value: 10 }), code], 'ten')).toEqual(['Code']);
  });
});
