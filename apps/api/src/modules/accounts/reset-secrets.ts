/**
 * The stored secrets of password recovery: a 6-digit code and a link token per request, kept as
 * HMACs under a key derived for this purpose alone (never the session-signing secret itself).
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { deriveKey } from '../../lib/derived-key';
import { findUserByEmail } from './service';

const CODE_TTL_MS = 10 * 60 * 1000;
const LINK_TTL_MS = 30 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const RESET_KEY_PURPOSE = 'password-reset';

export function createResetSecrets(db: Db, serverSecret: string) {
  const key = deriveKey(serverSecret, RESET_KEY_PURPOSE);
  const digest = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
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

  return {
    /** A new code and link for the user, replacing any open ones, inside the caller's transaction. */
    async issue(tx: Tx, userId: string) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values([
        { userId, kind: 'code', secretHash: digest(code), expiresAt: new Date(now + CODE_TTL_MS) },
        { userId, kind: 'link', secretHash: digest(token), expiresAt: new Date(now + LINK_TTL_MS) },
      ]);
      return { code, token };
    },

    /** A link token alone, valid for `ttlMs` (an owner's first password). */
    async issueLink(userId: string, ttlMs: number) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        userId,
        kind: 'link',
        secretHash: digest(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return token;
    },

    /**
     * Checks a code; a code with 5 wrong tries is dead. The try is claimed in one conditional
     * UPDATE before comparing, so parallel guesses cannot all read "4 tries so far" and all be
     * compared: at most 5 guesses are ever compared. The right code gives its try back (the
     * shopper verifies the code, then sends it again with the new password).
     */
    async checkCode(email: string, code: string) {
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
    },

    async checkLink(email: string, token: string) {
      const found = await activeReset(email, 'link');
      return found && same(digest(token), found.reset.secretHash) ? found : undefined;
    },
  };
}
