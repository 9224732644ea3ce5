/** What the small pages the newsletter's mailed links open say (lib/message-page draws them). */
import type { MessagePage } from '../../lib/message-page';

export type NewsletterPage = MessagePage;

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
