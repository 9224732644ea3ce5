/**
 * Contact messages: stored, the shop notified, the sender acknowledged, all in one transaction so
 * a message is never kept without its mails (or mailed without being kept). User text only ever
 * goes into mail bodies (escaped by the layout); header values are single-line.
 */
import type { ContactInput } from '@shop/shared';
import { SUPPORT } from '@shop/shared';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

export function createContactService({ db, mailer }: { db: Db; mailer: Mailer }) {
  return {
    async sendMessage({ name, email, subject, message }: ContactInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name, email, subject, message });
        await mailer.queue(
          {
            to: SUPPORT.email,
            ...renderMail({
              subject: `Contact form: ${subject}`,
              heading: `Message from ${name}`,
              paragraphs: [`From: ${name} <${email}>`, `Subject: ${subject}`, message],
            }),
          },
          tx,
        );
        await mailer.queue(
          {
            to: email,
            ...renderMail({
              subject: 'We received your message — Mindful Marks',
              heading: `Thank you, ${name}`,
              paragraphs: [
                'We have your message and will reply within one business day (Monday to Friday).',
                `Your message: “${message}”`,
              ],
            }),
          },
          tx,
        );
      });
      mailer.kick();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
