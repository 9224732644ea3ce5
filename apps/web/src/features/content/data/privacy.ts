/** Privacy Policy: 9 sections (spec '/terms and /privacy'), true to how the shop handles data. */
import type { PolicyDocument } from './policy-types';

export const PRIVACY: PolicyDocument = {
  title: 'Privacy Policy',
  description:
    'What Mindful Marks collects, why, how long we keep it and your choices: no advertising trackers, payments through Razorpay, a sign-in cookie and our own visit counts.',
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
            'Cart reminders: if you tick "E-mail me a reminder about my cart" at checkout, that you asked, when, the exact words of the box and your IP address, kept with that checkout.',
            'Reviews: the ratings, text and photos you choose to publish.',
            'Technical data: your IP address, browser type and the pages you request, kept in our server logs to keep the site secure and working.',
            'Visit counts: our own pages tell our own server (no third-party script) which kind of step you took (a visit, a page or product viewed, an item added to the cart, checkout or payment started, an order paid), the page\'s address without its query, the product, whether you use a phone, tablet or computer (from the width of the window), the website that linked to us (its name only) and the campaign tags in the link (utm_source, utm_medium, utm_campaign), with the day and time. We do not store your IP address, browser details or any fingerprint of your device with them.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: [
        'We use your information to process and deliver your orders, to send order updates and password-reset e-mails, to answer your messages, to show your reviews, and to prevent fraud and abuse. If you subscribe to our newsletter we send you our monthly letter; every issue has a link to unsubscribe.',
        'If you asked for cart reminders at checkout and then do not pay within an hour, we send at most two e-mails (by default about 2 and 24 hours later) listing your cart with a link that brings it back at that day\'s prices, sometimes with a discount code. They stop when you pay for it or for a later order, when you use the one-click unsubscribe link in the e-mail, or when nothing in the cart can be bought any more. Without the tick we send none. The shop owner sees, for each unpaid checkout, when it was left, its value and e-mail address, whether reminders were asked for and sent, and whether it was paid for later.',
        'We do not use your information for automated decisions about you, and we do not build advertising profiles.',
        'We use visit counts only to see, in total, where shoppers find us and at which step they stop (so we can fix what gets in their way), and which products are viewed and bought. They are never used to single you out or for advertising.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      body: [
        'We keep this short because we use very little:',
        {
          list: [
            'One sign-in cookie, which keeps you logged in: 7 days after signing in with your password, or 1 hour after signing in with Google (12 hours at most for the shop owner). It is httpOnly, so scripts on the page cannot read it. Logging out deletes it and ends the session on our server too, so a copy of it stops working.',
            "Your browser's local storage, which remembers your cart, your wishlist and your chosen currency on your own device. This never leaves your browser unless you place an order.",
            'A restored-cart cookie, set for one hour when you follow the link in a cart reminder, holding that cart\'s items until the cart page reads it (then it is deleted).',
            'One visit-counting cookie (mm_vid) holding a random number and nothing else, which lets us count returning visits; it lasts 13 months. If you browse with euro or pound prices or from a European time zone, we set it only after you choose Allow, and you can say No thanks: your visits are then counted without it, in totals only. Session storage keeps, for the current tab only, the site and campaign that brought you.',
          ],
        },
        'We use no advertising cookies and no third-party analytics. When you use "Sign in with Google", Google sets its own cookies under its own privacy policy.',
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
        'We keep your account until you delete it. When you do, in the same moment:',
        {
          list: [
            'Your profile (name, e-mail address, phone number, gender, picture, saved address and password), your newsletter subscription, your contact messages, password-reset codes and the e-mails we sent you are erased.',
            'Your orders stay in our accounts without your name, e-mail address, delivery address or notes: what was bought, the amounts, and the state and country that decide the tax remain.',
            "Tax invoices and credit notes keep your name and address for 72 months (6 years), as India's GST rules require; only the shop owner can open them.",
            'Your reviews stay under the name "Former customer", or are removed: you choose.',
          ],
        },
        'Your request for cart reminders (when, the words and your IP address) is deleted 90 days after the checkout; the record that reminders were sent stays with the order, like the order itself. If you unsubscribe from reminders we keep only a one-way fingerprint (SHA-256) of your e-mail address, so that we never remind you again.',
        'Visit counts are kept for 90 days; after that only the number of each step per day (by device and by source) remains, with nothing that relates to one visitor.',
        'Contact messages are otherwise kept while we need them to help you, and newsletter addresses until you unsubscribe. The identifiers of signed-out sessions are kept until those sessions would have expired (7 days at most). Server logs are deleted on a rolling basis.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights and Choices',
      body: [
        "Under India's Digital Personal Data Protection Act, 2023, the EU's General Data Protection Regulation and other laws that may apply to you, you have these rights, and most of them you can use yourself in My Account, under Privacy and sessions:",
        {
          list: [
            'See your information: "Download my data" gives you a file (JSON) with your profile, addresses, orders with their items and totals, reviews, newsletter status and the messages you sent us.',
            'Correct it: edit your profile at any time.',
            'Delete it: "Delete my account", confirmed with your password (or by signing in with Google again), as described under How Long We Keep It.',
            'Control your sessions: "Sign out of all devices" ends every session but the one you are using; changing or resetting your password does the same.',
            'Withdraw consent to the newsletter: every issue has an unsubscribe link. Cart reminders have a one-click unsubscribe link too.',
          ],
        },
        'For anything else, e-mail us from the address on your account. We reply within 30 days, and sooner where we can.',
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
