/** The small pages the newsletter's mailed links open: plain HTML, no scripts, the shop's look. */

export type NewsletterPage = { title: string; text: string };

export const NEWSLETTER_PAGES = {
  confirmed: {
    title: 'You are subscribed',
    text: 'Thank you for confirming. Our next letter will find you; every letter has a link to unsubscribe.',
  },
  unknownConfirmLink: {
    title: 'Link not recognised',
    text: 'This confirmation link is not valid or was already used. If you are not subscribed yet, sign up again from the shop.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will not receive our newsletter any more. You can subscribe again at any time from the shop.',
  },
  unknownUnsubscribeLink: {
    title: 'Link not recognised',
    text: 'This unsubscribe link is not valid. If you still receive our letters, reply to one and we will remove you.',
  },
} satisfies Record<string, NewsletterPage>;

/** The texts above are ours, never user input: nothing here needs escaping. */
export const renderNewsletterPage = ({ title, text }: NewsletterPage) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${title} | Mindful Marks</title><style>body{font-family:Georgia,serif;background:#f5efe4;color:#263629;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fffdf8;padding:32px;border-radius:12px;max-width:420px;text-align:center}a{color:#3f5a4a}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
