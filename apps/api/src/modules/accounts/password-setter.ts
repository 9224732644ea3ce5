/** Setting a password, by a reset or a change: one transaction that also ends every session. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { hashPassword } from '../../lib/passwords';
import type { AttemptLimit } from './attempt-limits';
import { loginSubject } from './attempt-limits';
import { passwordChangedMail } from './mails';

type Deps = { db: Db; mailer: Mailer; publicUrl: string; logins: AttemptLimit };

export function createPasswordSetter({ db, mailer, publicUrl, logins }: Deps) {
  /**
   * Sets the password, ends every session (token version), spends all open resets and mails the
   * owner of the address; a lock from failed logins ends too (whoever set it knew no password).
   */
  return async function setPassword(userId: string, email: string, password: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await mailer.queue({ to: email, ...passwordChangedMail(publicUrl) }, tx);
    });
    mailer.kick();
    await logins.reset(loginSubject(email));
  };
}

export type SetPassword = ReturnType<typeof createPasswordSetter>;
