/** An account is deleted only after its owner proves it is them, again, right now. */
import type { users } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/google-identity';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';

export const CONFIRMATION_WRONG = 'That password is not right. Your account has not been deleted.';
export const OWNER_CANNOT_DELETE =
  'An owner account cannot delete itself here. Hand the shop over first.';
const GOOGLE_AGAIN = 'Sign in with Google again to confirm. Your account has not been deleted.';

export type Confirmation = {
  /** Password accounts confirm with their password. */
  password?: string;
  /** Google accounts confirm with a fresh Google sign-in (its ID token). */
  credential?: string;
};

/** Throws unless the confirmation matches the account's way of signing in. */
export async function confirmDeletion(
  google: GoogleVerifier,
  user: typeof users.$inferSelect,
  confirmation: Confirmation,
): Promise<void> {
  if (user.role === 'admin') throw new ForbiddenError(OWNER_CANNOT_DELETE);
  if (user.passwordHash) {
    const { password } = confirmation;
    if (!password || !(await verifyPassword(password, user.passwordHash)))
      throw new UnauthorizedError(CONFIRMATION_WRONG);
    return;
  }
  const identity = confirmation.credential ? await google.verify(confirmation.credential) : null;
  if (!identity || identity.sub !== user.googleSub) throw new UnauthorizedError(GOOGLE_AGAIN);
}
