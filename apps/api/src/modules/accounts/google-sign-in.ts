/** Sign-in with Google: one account per Google subject; a verified e-mail links an existing account. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/google-identity';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { findUserByEmail } from './service';
import { PROVIDER_LOGIN_TTL_S, sessionSeconds, type TokenService } from './tokens';

export const GOOGLE_REJECTED = 'Google sign-in failed. Please try again.';

export function createGoogleSignIn({
  db,
  google,
  tokens,
  onVerifiedEmail,
}: {
  db: Db;
  google: GoogleVerifier;
  tokens: TokenService;
  /** Google vouches for the e-mail: whatever waits on a proven address may follow (issue 27). */
  onVerifiedEmail?: (user: { id: string; email: string }) => Promise<unknown>;
}) {
  return async function signInWithGoogle(credential: string) {
    if (!google.enabled) throw new BadRequestError('Google sign-in is not available');
    const identity = await google.verify(credential);
    if (!identity) throw new UnauthorizedError(GOOGLE_REJECTED);
    const profile = {
      pictureUrl: identity.picture ?? null,
      isLoginFromProvider: true,
      updatedAt: new Date(),
    };

    let user = await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) });
    if (user) {
      [user] = await db.update(users).set(profile).where(eq(users.id, user.id)).returning();
    } else {
      const existing = await findUserByEmail(db, identity.email);
      if (existing) {
        [user] = await db
          .update(users)
          .set({ ...profile, googleSub: identity.sub })
          .where(eq(users.id, existing.id))
          .returning();
      } else {
        [user] = await db
          .insert(users)
          .values({
            name: identity.name,
            email: identity.email,
            googleSub: identity.sub,
            ...profile,
          })
          .returning();
      }
    }
    await onVerifiedEmail?.({ id: user!.id, email: user!.email });
    const token = await tokens.sign(
      { userId: user!.id, version: user!.tokenVersion },
      sessionSeconds(user!.role, PROVIDER_LOGIN_TTL_S),
    );
    return { token };
  };
}
