/**
 * The 9 FAQ entries of /contact (spec '/contact' and section 9). Every figure agrees with the
 * Terms, Shipping and Returns pages: India orders leave the Hyderabad studio; orders for other
 * countries leave our fulfilment partner in the United States.
 */
export type Faq = { question: string; answer: string };

export const FAQS: Faq[] = [
  {
    question: 'How long does shipping take?',
    answer:
      'Within India, orders arrive in 3-7 business days. International orders take 7-14 business days to our nearest regions, such as Canada and Mexico, and a little longer further afield. Every order is dispatched within 24-48 hours, and our Shipping Policy lists the times and rates for each region.',
  },
  {
    question: 'Do you ship worldwide?',
    answer:
      'Yes. We deliver across India and to over 30 countries around the world. Orders for India leave our studio in Hyderabad; orders for other countries leave our fulfilment partner in the United States, so they reach you faster and with fewer customs delays.',
  },
  {
    question: 'Can I return a product?',
    answer:
      'For orders delivered in India we accept returns only for damaged or incorrect items — for example a torn cover or a different design from the one you ordered. Write to us within 48 hours of delivery with a photo and we will send a replacement or a full refund, and collect the item at no cost to you. Orders delivered outside India follow our Returns Policy.',
  },
  {
    question: 'Can I cancel or change my order?',
    answer:
      'Yes, until it is dispatched. Because we pack orders within 24-48 hours, please e-mail us with your order number as soon as you can. Once an order has left us it can no longer be cancelled. A cancelled order is refunded to your original payment method within 7-10 business days.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'You can pay by credit or debit card, UPI or a popular wallet through Razorpay, our secure payment provider. Your card details go straight to Razorpay — we never see or store them.',
  },
  {
    question: 'Do you offer wholesale or bulk orders?',
    answer:
      'We do. Stationery shops, concept stores, cafés, studios and workplaces stock our planners and trackers. E-mail us with "Wholesale" in the subject, tell us a little about your space, and we will send our trade catalogue and pricing.',
  },
  {
    question: 'Can I customise a journal or planner?',
    answer:
      'For gifting, events and teams we can add a name, initials or a logo to selected journals and planners. Write to us with "Customisation" in the subject and the quantity you need, and we will reply with options and timings. Personalised items are made just for you, so they cannot be returned unless they arrive damaged or incorrect.',
  },
  {
    question: 'Do you offer gift wrapping or gift messages?',
    answer:
      'Every order is packed in our plain recycled-paper wrap, which makes a lovely gift as it is. Add your message in the order notes at checkout and we will hand-write it on a card, and you can ship the order straight to the recipient by entering their address.',
  },
  {
    question: 'Are your products eco-friendly?',
    answer:
      'We try hard to be. Our paper comes from responsibly managed sources, our packaging is plastic-free and recyclable, and we offset the carbon from shipping every order. Our Story page explains how we choose materials.',
  },
];
