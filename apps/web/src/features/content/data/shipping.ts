/**
 * Shipping Policy prose. Its rates are not written here: the page prints them from the rate table
 * the checkout charges from (GET /api/shipping/rates, DESIGN deviation 13), between the sections
 * below, so the page and the charge cannot disagree.
 */
import type { PolicyDocument, PolicySection } from './policy-types';

export const SHIPPING: Omit<PolicyDocument, 'sections'> = {
  title: 'Shipping Policy',
  description:
    'Delivery times and rates for Mindful Marks orders, shipped from Hyderabad: within India, free standard shipping over $50, express and next-day options, and delivery to over 30 countries.',
  eyebrow: 'From our desk to yours',
  intro:
    'Every order leaves our studio in Hyderabad, packed by hand in plastic-free packaging. The rates below are the ones the checkout charges; the cost for your order is shown before you pay.',
  numbered: false,
  contactNote: 'Questions about a delivery? Our team is here to help.',
  related: [
    { label: 'Returns Policy', to: '/returns' },
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'FAQ', to: '/contact#faq' },
  ],
};

/** Before the rates: how long packing takes (business days from the rate table's answer). */
export const processingSection = (days: { min: number; max: number }): PolicySection => ({
  id: 'processing',
  title: 'Order Processing',
  body: [
    `Orders are processed within ${days.min}-${days.max} business days — most leave us within 24-48 hours. Orders placed on a weekend or public holiday are processed on the next business day. You will receive an e-mail with your tracking number and a link to follow the parcel as soon as it is on its way.`,
    'Delivery times below are counted from dispatch. We ship with India Post, Delhivery and Blue Dart within India, and with DHL and India Post abroad, choosing the carrier that serves your address best.',
  ],
});

/** After the rates. */
export const AFTER_RATES: PolicySection[] = [
  {
    id: 'customs',
    title: 'Customs and Duties',
    body: [
      'We ship to over 30 countries. Customs duties, import taxes and fees charged by your country are not included in our prices and are paid by the recipient on delivery. Customs checks can occasionally add a few days.',
    ],
  },
  {
    id: 'tracking',
    title: 'Tracking Your Order',
    body: [
      'Every parcel is tracked. Use the link in your dispatch e-mail, or open My Account, choose Order History and select Track Order to see each step of the journey.',
    ],
  },
  {
    id: 'problems',
    title: 'Damaged, Lost or Delayed Packages',
    body: [
      'If your parcel arrives damaged, goes missing or is running late, please tell us within 14 days of its expected delivery date, with your order number and, for damage, a few photos. We will open a claim with the carrier and send a replacement or a refund.',
      'If an item inside arrives damaged, reporting it within 48 hours of delivery lets us replace it straight away, without waiting for the carrier — see our Returns Policy.',
    ],
  },
];
