/**
 * Per-account limits on guessing a secret (issue 23), kept in PostgreSQL so every instance shares
 * them and rotating IP addresses gains nothing: after `max` attempts in a window the account's
 * attempts answer 429 for `lockS` seconds; a success resets the count. The per-IP limits of the
 * rate-limit plugin stay in front of these.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { accountAttempts } from '../../db/schema';
import { TooManyRequestsError } from '../../lib/errors';

type Rule = {
  /** Prefix of the counter's key: one counter per rule and account. */
  name: string;
  max: number;
  windowS: number;
  lockS: number;
  message: (minutes: number) => string;
};

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const LOGIN_RULE: Rule = {
  name: 'login',
  max: 10,
  windowS: 15 * 60,
  lockS: 15 * 60,
  message: (m) =>
    `Too many failed sign-in attempts for this account. Please try again in ${m} minute${m === 1 ? '' : 's'}, or reset your password.`,
};

export const TWO_STEP_RULE: Rule = {
  name: 'two-step',
  max: 10,
  windowS: 15 * 60,
  lockS: 15 * 60,
  message: (m) =>
    `Too many wrong codes for this account. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
};

export function createAttemptLimit(db: Db, rule: Rule) {
  const keyOf = (subject: string) => `${rule.name}:${subject}`;

  /**
   * Counts this attempt before the secret is compared, in one statement, so parallel guesses on
   * several instances cannot all read "9 so far": at most `max` are ever compared per window.
   * Answers the seconds left of a lock, or null when the attempt may go ahead.
   */
  async function claim(subject: string): Promise<number | null> {
    const inWindow = sql`a.window_started_at > now() - make_interval(secs => ${rule.windowS})`;
    const locked = sql`a.locked_until > now()`;
    const [row] = rowsOf<{ retry_after_s: number | null }>(
      await db.execute(sql`
        insert into ${accountAttempts} as a (key, attempts, window_started_at)
        values (${keyOf(subject)}, 1, now())
        on conflict (key) do update set
          attempts = case when ${locked} then a.attempts when ${inWindow} then a.attempts + 1 else 1 end,
          window_started_at = case when ${locked} or ${inWindow} then a.window_started_at else now() end,
          locked_until = case
            when ${locked} then a.locked_until
            when ${inWindow} and a.attempts + 1 > ${rule.max} then now() + make_interval(secs => ${rule.lockS})
          end
        returning ceil(extract(epoch from locked_until - now()))::int as retry_after_s`),
    );
    const retryAfterS = row?.retry_after_s ?? null;
    return retryAfterS !== null && retryAfterS > 0 ? retryAfterS : null;
  }

  async function reset(subject: string) {
    await db.delete(accountAttempts).where(eq(accountAttempts.key, keyOf(subject)));
  }

  return {
    /**
     * Runs `check` (which throws when the secret is wrong) unless the account is locked; a
     * success resets the count, a failure leaves this attempt counted.
     */
    async attempt<T>(subject: string, check: () => Promise<T>): Promise<T> {
      const retryAfterS = await claim(subject);
      if (retryAfterS !== null)
        throw new TooManyRequestsError(rule.message(minutes(retryAfterS)), retryAfterS);
      const result = await check();
      await reset(subject);
      return result;
    },
    reset,
  };
}

export type AttemptLimit = ReturnType<typeof createAttemptLimit>;

/**
 * The login counter's subject: a hash of the e-mail, whether or not an account has it, so that
 * a lock answers alike for unknown e-mails and no address is stored in the clear.
 */
export const loginSubject = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** Counters past their window and not locked count nothing (the next attempt starts at 1). */
export async function purgeExpiredAttempts(db: Db) {
  const windowS = Math.max(LOGIN_RULE.windowS, TWO_STEP_RULE.windowS);
  await db.execute(sql`
    delete from ${accountAttempts}
    where window_started_at < now() - make_interval(secs => ${windowS})
      and (locked_until is null or locked_until < now())`);
}
