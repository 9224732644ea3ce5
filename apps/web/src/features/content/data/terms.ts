/** Terms & Conditions: 10 sections with the spec's facts (section 9 'Terms'). */
import type { PolicyDocument } from './policy-types';

export const TERMS: PolicyDocument = {
  title: 'Terms & Conditions',
  description:
    'The terms for shopping at Mindful Marks: prices in INR, dispatch within 24-48 hours, returns for damaged or defective items, and Indian law.',
  eyebrow: 'The fine print, kept plain',
  intro:
    'These terms explain how buying from Mindful Marks works: what you can expect from us and what we ask of you. We have kept them as short and clear as we can.',
  numbered: true,
  sections: [
    {
      id: 'acceptance',
      title: 'About These Terms',
      body: [
        'Mindful Marks is a small stationery studio based in Hyderabad, India. These terms apply whenever you browse our website, create an account or place an order. By using the site you agree to them.',
        'We may update these terms from time to time, for example when we add a new service or the law changes. The version in force is always the one on this page, and the terms that applied when you placed an order continue to govern that order.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your Account',
      body: [
        'You can browse and fill your cart as a guest, but you need an account to check out, follow your orders and write reviews. Please give us accurate details and keep your password to yourself; you are responsible for what happens under your account.',
        'If you think someone else has used your account, change your password and write to us straight away. We may suspend accounts that are used for fraud or to harm other shoppers.',
      ],
    },
    {
      id: 'products',
      title: 'Products and Availability',
      body: [
        'We photograph and describe our journals, trackers, planners and posters as faithfully as we can. Paper and print are natural materials, so colours may look slightly different on your screen, and small variations between copies are part of their character.',
        'Stock is limited and products can sell out while they are in your cart. If we cannot fulfil part of an order, we will tell you and refund that part in full.',
      ],
    },
    {
      id: 'prices',
      title: 'Prices and Payment',
      body: [
        'Prices are shown in Indian Rupees (INR). You can choose to see them in another currency with the currency switcher; those amounts are converted at the current exchange rate, and the amount shown at checkout is the amount you pay.',
        'Payments are handled by Razorpay, which accepts cards, UPI and wallets. Your order is confirmed only once the payment has been verified. If a price on the site is clearly wrong, we will contact you before dispatch and you may cancel for a full refund.',
      ],
    },
    {
      id: 'orders',
      title: 'Orders and Cancellations',
      body: [
        'An order is a request to buy; a contract is formed when we confirm it by e-mail after your payment succeeds. We may decline an order, for example if a product is out of stock or a payment looks fraudulent, and any amount taken is then refunded in full.',
        'You can cancel an order at any time before it is dispatched by writing to us with your order number. Once an order has been dispatched it can no longer be cancelled.',
      ],
    },
    {
      id: 'shipping',
      title: 'Shipping and Delivery',
      body: [
        'Orders ship within 24-48 hours of being placed, excluding weekends and public holidays. Delivery times depend on where you live; our Shipping Policy sets out the times and rates for each region.',
        'Risk in the products passes to you on delivery. Please check that your address is complete, as we cannot be responsible for delays caused by an incorrect address.',
      ],
    },
    {
      id: 'returns',
      title: 'Returns and Refunds',
      body: [
        'For orders delivered in India, returns are accepted only for damaged or defective items. To make a claim, write to us within 48 hours of delivery with your order number and photos of the item and its packaging.',
        'Once we approve a claim we send a replacement or a refund. Refunds reach your original payment method within 7-10 business days. Orders delivered outside India follow our Returns Policy.',
      ],
    },
    {
      id: 'content',
      title: 'Reviews and Intellectual Property',
      body: [
        'Our designs, illustrations, text and photographs belong to Mindful Marks. You may use our products for your own use, but you may not copy or resell our designs.',
        'When you post a review or photo, you confirm that it is your own and you allow us to show it on our site. Please keep reviews honest and kind; we may remove content that is abusive, off-topic or unlawful.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: [
        'We are responsible for losses that are a foreseeable result of our breaking these terms. Otherwise, and as far as the law allows, our liability for an order is limited to the amount you paid for it.',
        'Nothing in these terms limits your rights as a consumer under Indian law, or our liability where it cannot be limited by law.',
      ],
    },
    {
      id: 'law',
      title: 'Governing Law and Disputes',
      body: [
        'These terms are governed by the laws of India. If something goes wrong, please talk to us first — most problems are solved with a single e-mail.',
        'Any dispute that we cannot resolve together is subject to the exclusive jurisdiction of the courts of Hyderabad, Telangana.',
      ],
    },
  ],
  contactNote: 'Questions about these terms? We are happy to explain anything above.',
  related: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Shipping Policy', to: '/shipping' },
    { label: 'Returns Policy', to: '/returns' },
  ],
};
