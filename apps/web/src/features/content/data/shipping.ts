/**
 * Shipping Policy with every figure of spec section 9. India orders leave the Hyderabad studio
 * (dispatch within 24-48 hours, 3-7 business days, as the Terms and FAQ say); orders for other
 * countries leave our fulfilment partner in the United States, hence USD rates and EST cut-offs.
 */
import type { PolicyDocument } from './policy-types';

export const SHIPPING: PolicyDocument = {
  title: 'Shipping Policy',
  description:
    'Delivery times and rates for Mindful Marks orders: 3-7 business days within India, US standard shipping free over $50, and delivery to over 30 countries.',
  eyebrow: 'From our desk to yours',
  intro:
    'We ship from two places: our studio in Hyderabad for orders within India, and our fulfilment partner in the United States for orders everywhere else. Either way, your order is packed by hand in plastic-free packaging.',
  numbered: false,
  sections: [
    {
      id: 'processing',
      title: 'Order Processing',
      body: [
        'Orders are processed within 1-2 business days — most leave us within 24-48 hours. Orders placed on a weekend or public holiday are processed on the next business day. You will receive an e-mail with your tracking number as soon as your parcel is on its way.',
      ],
    },
    {
      id: 'india',
      title: 'Shipping Within India',
      body: [
        'Orders within India are sent by tracked courier from our Hyderabad studio and arrive in 3-7 business days, depending on your pin code. The shipping cost for your order is shown at checkout before you pay.',
      ],
    },
    {
      id: 'united-states',
      title: 'Shipping Within the United States',
      body: [
        {
          table: {
            caption: 'Delivery options within the United States (prices in US dollars)',
            columns: ['Method', 'Delivery time', 'Cost'],
            rows: [
              ['Standard Shipping', '5-7 business days', 'Free on orders over $50'],
              ['Express Shipping', '2-3 business days', '$9.99'],
              ['Next Day Delivery', 'Next business day when ordered before 2 PM EST', '$19.99'],
            ],
          },
        },
        'Standard shipping on orders of $50 or less is charged at the rate shown at checkout. We ship with USPS, FedEx and UPS, choosing the carrier that serves your address best.',
      ],
    },
    {
      id: 'international',
      title: 'International Shipping',
      body: [
        'We ship to over 30 countries. Delivery times are counted from dispatch:',
        {
          table: {
            caption: 'International delivery times and rates (prices in US dollars)',
            columns: ['Destination', 'Delivery time', 'Cost'],
            rows: [
              ['Canada and Mexico', '7-14 days', '$15.99'],
              ['Europe and Australia', '10-21 days', '$24.99'],
              ['Rest of the world', '14-30 days', '$29.99'],
            ],
          },
        },
        'Customs duties, import taxes and fees charged by your country are not included in our prices and are paid by the recipient on delivery. Customs checks can occasionally add a few days.',
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
  ],
  contactNote: 'Questions about a delivery? Our team is here to help.',
  related: [
    { label: 'Returns Policy', to: '/returns' },
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'FAQ', to: '/contact#faq' },
  ],
};
