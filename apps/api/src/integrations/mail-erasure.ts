/**
 * Forgetting a person in the mail outbox (account deletion): every queued or sent row addressed
 * to them, and every row that names them or one of their orders wherever it went (a receipt sent
 * to another address, the shop's own copy of their contact message, an owner notice).
 */
import { or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailAbout = {
  /** Their own addresses: mail sent to these is theirs. */
  addresses: string[];
  /** Words that make a mail about them wherever it was sent: their address, order numbers. */
  mentions: string[];
};

/** Deletes the rows about one person and returns how many went. */
export async function eraseMailAbout(db: Pick<Db, 'delete'>, about: MailAbout): Promise<number> {
  const addresses = about.addresses.map((a) => a.toLowerCase());
  const pattern = mentionPattern(about.mentions);
  if (addresses.length === 0 && !pattern) return 0;
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        ...addresses.map((a) => sql`lower(${mailOutbox.to}) = ${a}`),
        ...(pattern
          ? [sql`${mailOutbox.subject} ~* ${pattern}`, sql`${mailOutbox.text} ~* ${pattern}`]
          : []),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/**
 * One case-insensitive regular expression matching any of the words as a whole: `a@b.co` is not
 * found inside `data@b.co` or `a@b.com`, but is at the end of a sentence ("write to a@b.co.").
 */
export function mentionPattern(words: string[]): string | null {
  const terms = words
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (terms.length === 0) return null;
  return `(?<![[:alnum:]._%+-])(?:${terms.join('|')})(?![[:alnum:]_-]|\\.[[:alnum:]])`;
}
