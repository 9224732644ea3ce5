/** Password accounts: registration, login, the current user and profile edits. */
import { MESSAGES, type ProfileUpdateInput, type RegisterInput } from '@shop/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { revokedTokens, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { welcomeMail } from './mails';
import { PASSWORD_LOGIN_TTL_S, sessionSeconds, type TokenService } from './tokens';
import { toPublicUser } from './user-mapper';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
export const REGISTERED = 'Account created successfully. You are now signed in.';

type Deps = { db: Db; tokens: TokenService; mailer: Mailer; publicUrl: string };

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function createAccountsService({ db, tokens, mailer, publicUrl }: Deps) {
  async function bumpTokenVersion(userId: string) {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  return {
    async register(input: RegisterInput) {
      const passwordHash = await hashPassword(input.password);
      const inserted = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email.toLowerCase(),
          number: input.number,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      const user = inserted[0];
      if (!user) throw new ConflictError(EMAIL_TAKEN);
      await mailer.queue({ to: input.email, ...welcomeMail(input.name, publicUrl) });
      mailer.kick();
      // Signed in at once, as login would: the shopper goes on to where they were heading (issue 13).
      const token = await tokens.sign(
        { userId: user.id, version: user.tokenVersion },
        PASSWORD_LOGIN_TTL_S,
      );
      return { message: REGISTERED, token, user: toPublicUser(user) };
    },

    async login(email: string, password: string) {
      const user = await findUserByEmail(db, email);
      // Compare against a dummy hash for unknown e-mails so timing does not reveal accounts.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !user.passwordHash || !ok) throw new UnauthorizedError(MESSAGES.invalidLogin);
      const token = await tokens.sign(
        { userId: user.id, version: user.tokenVersion },
        sessionSeconds(user.role, PASSWORD_LOGIN_TTL_S),
      );
      return { token, user: toPublicUser(user) };
    },

    async getUser(userId: string) {
      const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
      if (!user) throw new NotFoundError('Account not found');
      return toPublicUser(user);
    },

    /** Only name, gender, number and the address change; e-mail and everything else stay. */
    async updateProfile(userId: string, input: ProfileUpdateInput) {
      const [user] = await db
        .update(users)
        .set({
          name: input.name,
          ...(input.gender !== undefined && { gender: input.gender }),
          number: input.number,
          ...(input.shippingAddress && { shippingAddress: input.shippingAddress }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new NotFoundError('Account not found');
      return toPublicUser(user);
    },

    /** A fresh token for this device; `mfa` carries over a second step this session passed. */
    async issueToken(userId: string, mfa = false) {
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
    },

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
      return this.issueToken(userId, mfa);
    },

    /** Revoked tokens past their expiry are rejected by their signature alone: forget them. */
    async purgeRevokedTokens() {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
