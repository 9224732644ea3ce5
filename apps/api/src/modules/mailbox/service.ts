/**
 * What the development mailbox shows: the newest mail the shop queued, and the messages a phone
 * channel would have sent (the notifications' sandbox adapter, issue 27), newest first.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, notifications } from '../../db/schema';

const SHOWN = 50;

export function createMailboxService(db: Db) {
  return {
    async listLatest() {
      const [mails, texts] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(SHOWN),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.channel, 'sandbox'))
          .orderBy(desc(notifications.createdAt))
          .limit(SHOWN),
      ]);
      const phoneMessages = texts.map((n) => ({
        id: n.id,
        to: `Phone (sandbox) ${n.recipient}`,
        subject: n.subject,
        text: n.link ? `${n.body}\n\n${n.link}` : n.body,
        status: n.status,
        createdAt: n.createdAt,
      }));
      return [...mails, ...phoneMessages]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, SHOWN);
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
