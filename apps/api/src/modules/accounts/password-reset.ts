/**
 * Password recovery, two flows from one request: a 6-digit code (10 minutes, 5 tries) and a link
 * token (30 minutes). Secrets are stored as HMACs, single use; answers never reveal accounts.
 */
import { MESSAGES } from '@shop/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordChangedMail, resetMail } from './mails';
import { findUserByEmail } from './service';

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent password reset instructions.';
export const CODE_INVALID = 'This code is invalid or has expired. Please request a new one.';
export const CODE_TTL_MS = 10 * 60 * 1000;
export const LINK_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

type Deps = { db: Db; mailer: Mailer; secret: string; publicUrl: string };

export function createPasswordResetService({ db, mailer, secret, publicUrl }: Deps) {
  const digest = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  async function activeReset(email: string, kind: 'code' | 'link') {
    const user = await findUserByEmail(db, email);
    if (!user) return undefined;
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.kind, kind),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return reset && { user, reset };
  }

  /**
   * Checks a code; a code with 5 wrong tries is dead. The try is claimed in one conditional UPDATE
   * before comparing, so parallel guesses cannot all read "4 tries so far" and all be compared: at
   * most 5 guesses are ever compared. The right code gives its try back (the shopper verifies the
   * code, then sends it again with the new password).
   */
  async function checkCode(email: string, code: string) {
    const found = await activeReset(email, 'code');
    if (!found) return undefined;
    const thisReset = eq(passwordResets.id, found.reset.id);
    const [claimed] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        and(
          thisReset,
          isNull(passwordResets.usedAt),
          lt(passwordResets.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!claimed || !same(digest(code), found.reset.secretHash)) return undefined;
    await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} - 1` })
      .where(thisReset);
    return found;
  }

  async function checkLink(email: string, token: string) {
    const found = await activeReset(email, 'link');
    return found && same(digest(token), found.reset.secretHash) ? found : undefined;
  }

  /** Sets the password, ends every session (token version) and spends all open resets. */
  async function setPassword(userId: string, email: string, password: string) {
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
  }

  return {
    /** A one-time link to set a password (new admins); valid for a day. */
    async createSetPasswordLink(userId: string, email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        userId,
        kind: 'link',
        secretHash: digest(token),
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return `${publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
    },

    async requestReset(email: string): Promise<string> {
      const user = await findUserByEmail(db, email);
      if (user) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const token = randomBytes(32).toString('base64url');
        const link = `${publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
        const now = Date.now();
        await db.transaction(async (tx) => {
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values([
            {
              userId: user.id,
              kind: 'code',
              secretHash: digest(code),
              expiresAt: new Date(now + CODE_TTL_MS),
            },
            {
              userId: user.id,
              kind: 'link',
              secretHash: digest(token),
              expiresAt: new Date(now + LINK_TTL_MS),
            },
          ]);
          await mailer.queue({ to: user.email, ...resetMail(code, link) }, tx);
        });
        mailer.kick();
      }
      return RESET_REQUESTED;
    },

    async verifyCode(email: string, code: string): Promise<boolean> {
      return Boolean(await checkCode(email, code));
    },

    async resetWithCode(email: string, code: string, password: string) {
      const found = await checkCode(email, code);
      if (!found) throw new BadRequestError(CODE_INVALID);
      await setPassword(found.user.id, found.user.email, password);
    },

    async verifyLink(email: string, token: string): Promise<boolean> {
      return Boolean(await checkLink(email, token));
    },

    async resetWithLink(email: string, token: string, password: string) {
      const found = await checkLink(email, token);
      if (!found) throw new BadRequestError(MESSAGES.resetLinkInvalid);
      await setPassword(found.user.id, found.user.email, password);
    },

    async changePassword(userId: string, currentPassword: string, newPassword: string) {
      const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
      if (!user?.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new UnauthorizedError('Your current password is not correct');
      }
      await setPassword(user.id, user.email, newPassword);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
