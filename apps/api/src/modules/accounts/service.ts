/** Password accounts: registration, login, the current user, profile edits and password changes. */
import { MESSAGES, type ProfileUpdateInput, type RegisterInput } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { createAttemptLimit, LOGIN_RULE, loginSubject } from './attempt-limits';
import { welcomeMail } from './mails';
import { createPasswordSetter } from './password-setter';
import { createSessionService } from './sessions';
import { PASSWORD_LOGIN_TTL_S, sessionSeconds, type TokenService } from './tokens';
import { toPublicUser } from './user-mapper';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
export const REGISTERED = 'Account created successfully. You are now signed in.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

type Deps = {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  publicUrl: string;
  /** After a sign-up (its e-mail not proven yet): e.g. offer the e-mail's guest orders (issue 27). */
  afterSignUp?: (user: { id: string; email: string; name: string }) => Promise<void>;
};

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function createAccountsService({ db, tokens, mailer, publicUrl, afterSignUp }: Deps) {
  const sessions = createSessionService({ db, tokens });
  const logins = createAttemptLimit(db, LOGIN_RULE);
  const setPassword = createPasswordSetter({ db, mailer, publicUrl, logins });

  return {
    ...sessions,

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
      await afterSignUp?.(user);
      // Signed in at once, as login would: the shopper goes on to where they were heading (issue 13).
      const token = await tokens.sign(
        { userId: user.id, version: user.tokenVersion },
        PASSWORD_LOGIN_TTL_S,
      );
      return { message: REGISTERED, token, user: toPublicUser(user) };
    },

    /** Counted per e-mail (known or not) before the password is compared; see attempt-limits. */
    login: (email: string, password: string) =>
      logins.attempt(loginSubject(email), async () => {
        const user = await findUserByEmail(db, email);
        // Compare against a dummy hash for unknown e-mails so timing does not reveal accounts.
        const hash = user?.passwordHash ?? (await dummyPasswordHash());
        const ok = await verifyPassword(password, hash);
        if (!user || !user.passwordHash || !ok) throw new UnauthorizedError(MESSAGES.invalidLogin);
        const token = await tokens.sign(
          { userId: user.id, version: user.tokenVersion },
          sessionSeconds(user.role, PASSWORD_LOGIN_TTL_S),
        );
        return { token, user: toPublicUser(user) };
      }),

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

    /**
     * A signed-in change: the current password is a guess like a login's, counted on the same
     * counter. Every older session ends; this device gets a fresh token (`mfa` carried over).
     */
    async changePassword(userId: string, mfa: boolean, currentPassword: string, next: string) {
      const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
      if (!user) throw new NotFoundError('Account not found');
      await logins.attempt(loginSubject(user.email), async () => {
        if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash)))
          throw new UnauthorizedError(CURRENT_PASSWORD_WRONG);
      });
      await setPassword(user.id, user.email, next);
      return sessions.issueToken(user.id, mfa);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
