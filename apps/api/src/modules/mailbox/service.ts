/** What the development mailbox shows: the newest mail the shop queued, newest first. */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const SHOWN = 50;

export function createMailboxService(db: Db) {
  return {
    async listLatest() {
      return db
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
        .limit(SHOWN);
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
