/** Privacy Policy: 9 sections (spec '/terms and /privacy'), true to how the shop handles data. */
import type { PolicyDocument } from './policy-types';

export const PRIVACY: PolicyDocument = {
  title: 'Privacy Policy',
  description:
    'What Mindful Marks collects, why, how long we keep it and your choices: no advertising trackers, payments through Razorpay, and a sign-in cookie only.',
  eyebrow: 'Your information, respected',
  intro:
    'We collect only what we need to run the shop and look after your orders. This policy explains what that is, what we do with it and the choices you have.',
  numbered: true,
  sections: [
    {
      id: 'data-we-collect',
      title: 'Information We Collect',
      body: [
        'We collect information you give us and a little that your browser sends automatically:',
        {
          list: [
            'Account details: your name, e-mail address, phone number and, if you add them, your gender and shipping address. If you sign in with Google, we receive your name, e-mail address and profile picture from Google.',
            'Orders: the products you buy, the delivery address and the payment status.',
            'Messages: what you send us through the contact form, and your e-mail address if you join our newsletter.',
            'Reviews: the ratings, text and photos you choose to publish.',
            'Technical data: your IP address, browser type and the pages you request, kept in our server logs to keep the site secure and working.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: [
        'We use your information to process and deliver your orders, to send order updates and password-reset e-mails, to answer your messages, to show your reviews, and to prevent fraud and abuse. If you subscribe to our newsletter we send you our monthly letter; every issue has a link to unsubscribe.',
        'We do not use your information for automated decisions about you, and we do not build advertising profiles.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      body: [
        'We keep this short because we use very little:',
        {
          list: [
            'One sign-in cookie, which keeps you logged in: 7 days after signing in with your password, or 1 hour after signing in with Google. It is httpOnly, so scripts on the page cannot read it, and it is deleted when you log out.',
            "Your browser's local storage, which remembers your cart, your wishlist and your chosen currency on your own device. This never leaves your browser unless you place an order.",
          ],
        },
        'We use no advertising or analytics cookies. When you use "Sign in with Google", Google sets its own cookies under its own privacy policy.',
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      body: [
        'Payments are processed by Razorpay, an Indian payment provider. Your card number, UPI PIN and wallet credentials go directly to Razorpay: we never see or store them. We receive only a payment reference and whether the payment succeeded.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing Your Information',
      body: [
        'We never sell or rent your personal information. We share it only with the services that help us run the shop, and only what each one needs:',
        {
          list: [
            'Couriers and our fulfilment partner receive your name, address and phone number to deliver your order.',
            'Razorpay receives the amount, your e-mail address and the details you enter to pay.',
            'Our e-mail provider sends order updates, replies and the newsletter on our behalf.',
            'Authorities, when the law requires us to.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How Long We Keep It',
      body: [
        'We keep your account until you ask us to delete it. Order and invoice records are kept for as long as Indian tax and accounting law requires. Contact messages are kept while we need them to help you, and newsletter addresses until you unsubscribe. Server logs are deleted on a rolling basis.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights and Choices',
      body: [
        "Under India's Digital Personal Data Protection Act, 2023 and other laws that may apply to you, you can ask us for a copy of your information, ask us to correct or delete it, and withdraw any consent you have given. You can update your profile yourself at any time from My Account.",
        'To make a request, e-mail us from the address on your account. We reply within 30 days, and sooner where we can.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'The site is served over an encrypted connection. Passwords are stored only as salted hashes, never in readable form, and sign-in sessions live in an httpOnly cookie. Only the people who need your information to do their work can see it.',
        'No system is perfectly secure. If we ever learn of a breach that affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: [
        'Mindful Marks is responsible for your information. If you have a question or a complaint about how we handle it, write to us or call us using the details below — we would rather hear about a concern than have you worry about it.',
      ],
    },
  ],
  contactNote: 'Questions about your privacy? Reach us here:',
  related: [
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'Contact Us', to: '/contact' },
  ],
};
