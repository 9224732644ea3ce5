/**
 * Returns Policy with every figure of spec section 9. It covers orders delivered outside India;
 * India orders follow the Terms (damaged or defective items only, claimed within 48 hours).
 */
import type { PolicyDocument } from './policy-types';

export const RETURNS: PolicyDocument = {
  title: 'Returns Policy',
  description:
    'Returns within 30 days of delivery for unused items, refunds processed in 3-5 business days, free return shipping for damaged items reported within 48 hours.',
  eyebrow: 'Changed your mind? That’s all right',
  intro:
    'We want you to love what you ordered. This policy covers orders delivered outside India. For orders delivered in India, returns are accepted for damaged or defective items, as set out in our Terms & Conditions.',
  numbered: false,
  sections: [
    {
      id: 'window',
      title: 'Return Window',
      body: [
        'You can return most items within 30 days from delivery. Items must be unused and in their original packaging, with any seals intact, so that the next person can enjoy them too.',
      ],
    },
    {
      id: 'how-to-return',
      title: 'How to Return an Item',
      body: [
        {
          list: [
            'E-mail us with your order number and the items you would like to return.',
            'We reply with the return address and instructions.',
            'Pack the items securely in their original packaging and send them with a tracked service.',
          ],
        },
        'Return shipping is paid by the customer, unless the item is defective or we made an error with your order — then it is on us.',
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: [
        'Once your return arrives and has been checked, your refund is processed within 3-5 business days, to the original payment method. Card refunds can take 5-10 more business days to appear on your statement, depending on your bank.',
        'If you prefer, we can give you store credit instead of a refund — just say so when you write to us.',
      ],
    },
    {
      id: 'exchanges',
      title: 'Exchanges',
      body: [
        'The quickest way to exchange an item is to return it for a refund and place a new order for the item you want. That way your new item is not held up while the return travels back to us.',
      ],
    },
    {
      id: 'non-returnable',
      title: 'Non-Returnable Items',
      body: [
        'For hygiene and practical reasons, the following cannot be returned unless they arrive damaged or defective:',
        {
          list: [
            'Personalized items',
            'Digital products',
            'Gift cards',
            'Final sale items',
            'Opened personal care items',
          ],
        },
      ],
    },
    {
      id: 'damaged',
      title: 'Damaged or Defective Items',
      body: [
        'If something arrives damaged or defective, please report it within 48 hours of delivery with photos of the item and its packaging. We will send a replacement or a full refund, and return shipping is free.',
      ],
    },
    {
      id: 'help',
      title: 'Need Help?',
      body: [
        'Our support team answers Monday-Friday, 9 AM-6 PM EST, and replies to e-mails within one business day.',
      ],
    },
  ],
  contactNote: 'Start a return or ask us anything:',
  related: [
    { label: 'Shipping Policy', to: '/shipping' },
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'FAQ', to: '/contact#faq' },
  ],
};
