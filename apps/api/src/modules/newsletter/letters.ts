/**
 * Letters to the newsletter (record 062): to every confirmed subscriber, or to a segment's members
 * who subscribed (confirmed and not unsubscribed) and nobody else. Each letter is queued in the
 * mail outbox in one transaction, with the subscriber's own unsubscribe link.
 */
import { CUSTOMER_MESSAGES, type NewsletterLetter } from '@shop/shared';
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers as s } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';
import { NotFoundError } from '../../lib/errors';
import { segmentMemberEmails } from '../customers';

export function createNewsletterLetters({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  return {
    /** Queues the letter; answers how many subscribers it goes to. */
    async send({ subject, text, segmentId }: NewsletterLetter): Promise<number> {
      const members = segmentId ? await segmentMemberEmails(db, segmentId) : undefined;
      if (members === null) throw new NotFoundError(CUSTOMER_MESSAGES.segmentNotFound);
      const subscribed = await db
        .select({ email: s.email, token: s.unsubscribeToken })
        .from(s)
        .where(and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt)));
      const recipients = members
        ? subscribed.filter((r) => members.has(r.email.toLowerCase()))
        : subscribed;
      if (recipients.length === 0) return 0;
      const paragraphs = text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      await db.transaction(async (tx) => {
        for (const r of recipients)
          await mailer.queue(
            {
              to: r.email,
              ...renderMail({
                subject,
                heading: subject,
                paragraphs,
                footer: `Unsubscribe: ${publicUrl}/api/newsletter/unsubscribe?token=${r.token}`,
              }),
            },
            tx,
          );
      });
      mailer.kick();
      return recipients.length;
    },
  };
}

export type NewsletterLetters = ReturnType<typeof createNewsletterLetters>;
