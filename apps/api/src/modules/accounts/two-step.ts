/**
 * Owners' two-step sign-in (issue 17): a time-based one-time code (TOTP, RFC 6238, by otpauth)
 * after the password, enrolled from a QR code, with ten single-use recovery codes shown once. A
 * code is accepted once: the last time step used is stored, and only a later step passes.
 */
import { SECOND_STEP_REQUIRED, TWO_STEP_CODE_WRONG } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { createAttemptLimit, TWO_STEP_RULE } from './attempt-limits';
import { ADMIN_SESSION_MAX_S, type TokenService } from './tokens';

const ISSUER = 'Mindful Marks';
const PERIOD_S = 30;
const RECOVERY_CODES = 10;

const totpFor = (secret: OTPAuth.Secret, label: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret,
  });

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

/** 'abcd-efgh-jk': 10 characters from a set without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

type Deps = { db: Db; tokens: TokenService; box: SecretBox };

export function createTwoStep({ db, tokens, box }: Deps) {
  // Wrong codes counted per account on every instance (issue 23), besides the per-address limit.
  const attempts = createAttemptLimit(db, TWO_STEP_RULE);

  async function owner(userId: string) {
    const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user || user.role !== 'admin')
      throw new ForbiddenError('Two-step sign-in is for the shop owner');
    return user;
  }

  /** A 12-hour owner session that passed the second step. */
  const passedToken = (user: { id: string; tokenVersion: number }) =>
    tokens.sign({ userId: user.id, version: user.tokenVersion, mfa: true }, ADMIN_SESSION_MAX_S);

  /** The time step the code belongs to (previous, current or next), or null. */
  function stepOf(secret: string, label: string, code: string): number | null {
    const totp = totpFor(OTPAuth.Secret.fromBase32(secret), label);
    const delta = totp.validate({ token: code, window: 1 });
    if (delta === null) return null;
    return Math.floor(Date.now() / 1000 / PERIOD_S) + delta;
  }

  /** Spends one of the owner's recovery codes, or throws. */
  async function useRecoveryCode(userId: string, code: string) {
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (!used) throw new UnauthorizedError('That recovery code is not right, or was already used.');
  }

  /** Accepts a code from the app once per time step, or throws. */
  async function useTotp(user: { id: string; email: string }, secret: string, code?: string) {
    const step = code ? stepOf(secret, user.email, code) : null;
    if (step === null) throw new UnauthorizedError(TWO_STEP_CODE_WRONG);
    // Only a step after the last one used: a code seen over a shoulder or replayed is refused.
    const [claimed] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    if (!claimed) throw new UnauthorizedError(TWO_STEP_CODE_WRONG);
  }

  return {
    async status(userId: string, passed: boolean) {
      const user = await owner(userId);
      return { enrolled: user.totpEnabledAt !== null, passed };
    },

    /** A new secret to enrol (replacing one not yet confirmed), with its QR code. */
    async setup(userId: string) {
      const user = await owner(userId);
      if (user.totpEnabledAt) throw new ConflictError('Two-step sign-in is already set up');
      const secret = new OTPAuth.Secret({ size: 20 });
      await db
        .update(users)
        .set({ totpPendingSecret: box.seal(secret.base32) })
        .where(eq(users.id, userId));
      const uri = totpFor(secret, user.email).toString();
      return {
        secret: secret.base32,
        uri,
        qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
      };
    },

    /** The first code from the app confirms the enrolment; recovery codes come back once. */
    async enable(userId: string, code: string) {
      const user = await owner(userId);
      if (user.totpEnabledAt) throw new ConflictError('Two-step sign-in is already set up');
      const secret = user.totpPendingSecret && box.open(user.totpPendingSecret);
      if (!secret) throw new ConflictError('Start the set-up again: no secret is waiting');
      const step = await attempts.attempt(userId, async () => {
        const valid = stepOf(secret, user.email, code);
        if (valid === null) throw new UnauthorizedError(TWO_STEP_CODE_WRONG);
        return valid;
      });
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            totpSecret: box.seal(secret),
            totpPendingSecret: null,
            totpEnabledAt: new Date(),
            totpLastStep: step,
          })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
      });
      return { token: await passedToken(user), recoveryCodes: codes };
    },

    /** The second step of a sign-in: a code from the app (once per time step) or a recovery code. */
    async verify(userId: string, input: { code?: string; recoveryCode?: string }) {
      const user = await owner(userId);
      const secret = user.totpSecret && box.open(user.totpSecret);
      if (!user.totpEnabledAt || !secret) throw new UnauthorizedError(SECOND_STEP_REQUIRED);
      await attempts.attempt(userId, () =>
        input.recoveryCode
          ? useRecoveryCode(userId, input.recoveryCode)
          : useTotp(user, secret, input.code),
      );
      return { token: await passedToken(user) };
    },
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;
