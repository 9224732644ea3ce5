/** The shop's contact messages as the owner reads them: newest first, marked read or unread. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

export function createContactMessages({ db }: { db: Db }) {
  return {
    listMessages: () =>
      db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(200),

    async setMessageRead(id: string, read: boolean) {
      const [row] = isUuid(id)
        ? await db
            .update(contactMessages)
            .set({ read })
            .where(eq(contactMessages.id, id))
            .returning({ id: contactMessages.id })
        : [];
      if (!row) throw new NotFoundError('Message not found');
    },

    unreadCount: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(contactMessages)
          .where(eq(contactMessages.read, false))
      )[0]?.n ?? 0,
  };
}
