/**
 * The GST rate of every HSN code the seed catalogue uses (rates in force from 22 September 2025).
 * Migration 0020 seeds the paper goods' codes; pens, leather and cloth bags are not paper, so the
 * seed adds theirs to gst_rates (owner-editable like the others) with the products that use them.
 */
export const SEED_GST_RATES = {
  '4820': 18,
  '482020': 0,
  '4821': 18,
  '4823': 18,
  '4911': 5,
  '4909': 5,
  '9608': 18,
  '4205': 18,
  '4202': 5,
  // A gift card is a voucher, no supply of goods: no GST when sold, charged when redeemed on goods.
  VOUCHER: 0,
} as const;

export type SeedHsnCode = keyof typeof SEED_GST_RATES;

/** The codes migration 0020 does not seed. */
export const SEED_EXTRA_GST_RATES: { hsnCode: SeedHsnCode; description: string }[] = [
  { hsnCode: '9608', description: 'Ball point, felt tipped and fountain pens' },
  { hsnCode: '4205', description: 'Other articles of leather' },
  { hsnCode: '4202', description: 'Handbags, pouches and shopping bags of cotton or textile' },
  { hsnCode: 'VOUCHER', description: 'Gift cards: vouchers, taxed when redeemed on goods' },
];
