/**
 * Password recovery, two flows from one request: a 6-digit code (10 minutes, 5 tries) and a link
 * token (30 minutes). Secrets are single use (see reset-secrets); answers never reveal accounts.
 */
import { MESSAGES } from '@shop/shared';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError } from '../../lib/errors';
import { createAttemptLimit, LOGIN_RULE } from './attempt-limits';
import { resetMail } from './mails';
import { createPasswordSetter } from './password-setter';
import { createResetSecrets } from './reset-secrets';
import { findUserByEmail } from './service';

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent password reset instructions.';
export const CODE_INVALID = 'This code is invalid or has expired. Please request a new one.';
const SET_PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** `secret`: the server secret; reset codes are signed with a key derived from it, never with it. */
type Deps = { db: Db; mailer: Mailer; secret: string; publicUrl: string };

export function createPasswordResetService({ db, mailer, secret, publicUrl }: Deps) {
  const secrets = createResetSecrets(db, secret);
  const logins = createAttemptLimit(db, LOGIN_RULE);
  const setPassword = createPasswordSetter({ db, mailer, publicUrl, logins });
  const linkTo = (token: string, email: string) =>
    `${publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}`;

  return {
    /** A one-time link to set a password (new admins); valid for a day. */
    async createSetPasswordLink(userId: string, email: string): Promise<string> {
      return linkTo(await secrets.issueLink(userId, SET_PASSWORD_LINK_TTL_MS), email);
    },

    async requestReset(email: string): Promise<string> {
      const user = await findUserByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const { code, token } = await secrets.issue(tx, user.id);
          await mailer.queue({ to: user.email, ...resetMail(code, linkTo(token, user.email)) }, tx);
        });
        mailer.kick();
      }
      return RESET_REQUESTED;
    },

    async verifyCode(email: string, code: string): Promise<boolean> {
      return Boolean(await secrets.checkCode(email, code));
    },

    async resetWithCode(email: string, code: string, password: string) {
      const found = await secrets.checkCode(email, code);
      if (!found) throw new BadRequestError(CODE_INVALID);
      await setPassword(found.user.id, found.user.email, password);
    },

    async verifyLink(email: string, token: string): Promise<boolean> {
      return Boolean(await secrets.checkLink(email, token));
    },

    async resetWithLink(email: string, token: string, password: string) {
      const found = await secrets.checkLink(email, token);
      if (!found) throw new BadRequestError(MESSAGES.resetLinkInvalid);
      await setPassword(found.user.id, found.user.email, password);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
