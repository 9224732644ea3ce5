/**
 * Sessions of every account: fresh tokens, the auth plugin's token check, logout (one token) and
 * sign-out everywhere (every token), all shared by every instance through the database.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { revokedTokens, users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { purgeExpiredAttempts } from './attempt-limits';
import { PASSWORD_LOGIN_TTL_S, sessionSeconds, type TokenService } from './tokens';

export function createSessionService({ db, tokens }: { db: Db; tokens: TokenService }) {
  async function bumpTokenVersion(userId: string) {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /** A fresh token for this device; `mfa` carries over a second step this session passed. */
  async function issueToken(userId: string, mfa = false) {
    const user = await db.query.users.findFirst({
      where: eq(users.id, userId),
      columns: { id: true, role: true, tokenVersion: true },
    });
    if (!user) throw new NotFoundError('Account not found');
    return {
      token: await tokens.sign(
        { userId: user.id, version: user.tokenVersion, mfa: mfa && user.role === 'admin' },
        sessionSeconds(user.role, PASSWORD_LOGIN_TTL_S),
      ),
    };
  }

  return {
    issueToken,

    /**
     * For the auth plugin: the user behind a token, if its version is current (not signed out
     * everywhere) and the token itself was not signed out. One query, on every instance's data.
     */
    async loadAuthUser(userId: string, version: number, jti: string | null) {
      const [row] = rowsOf<{ id: string; role: 'customer' | 'admin'; revoked: boolean }>(
        await db.execute(sql`
          select ${users.id} as id, ${users.role} as role,
                 ${jti === null ? sql`false` : sql`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`} as revoked
          from ${users}
          where ${users.id} = ${userId} and ${users.tokenVersion} = ${version}`),
      );
      return row && !row.revoked ? { id: row.id, role: row.role } : null;
    },

    /**
     * Logout: this token stops working on every instance. A token from before token ids cannot
     * be named, so the account signs out everywhere instead. Unknown or invalid tokens: nothing.
     */
    async logout(token: string | undefined) {
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) return;
      if (claims.jti === null) {
        await bumpTokenVersion(claims.userId);
        return;
      }
      await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt })
        .onConflictDoNothing();
    },

    /** Sign out of all devices: every token signed so far stops working; this device gets a new one. */
    async signOutEverywhere(userId: string, mfa = false) {
      await bumpTokenVersion(userId);
      return issueToken(userId, mfa);
    },

    /**
     * The minute timer's clean-up: revoked tokens past their expiry (their signature alone rejects
     * them) and attempt counters past their window and lock.
     */
    async purgeExpiredSecurityRecords() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      await purgeExpiredAttempts(db);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
