/**
 * Newsletter with double opt-in (issue 17): signing up mails a confirmation link; only a confirmed
 * address gets letters or appears in the export. The time, source and IP of the consent, of its
 * confirmation and of unsubscribing are kept as proof.
 */
import type { NewsletterSource } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';

const newToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type SignUp = { email: string; source: NewsletterSource; ip: string };

export function createNewsletterService({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  const confirmationMail = (email: string, confirmToken: string, unsubscribeToken: string) => ({
    to: email,
    ...renderMail({
      subject: 'Please confirm your Mindful Marks subscription',
      heading: 'One click to confirm',
      paragraphs: [
        'Someone, we hope you, asked for our letters at this address: new journals and trackers, gentle routines and subscriber-only offers, once or twice a month.',
        'Confirm with the button below. If it was not you, ignore this e-mail: without a click you will receive nothing.',
      ],
      action: {
        label: 'Confirm my subscription',
        url: `${publicUrl}/api/newsletter/confirm?token=${confirmToken}`,
      },
      footer: `Changed your mind later? Unsubscribe: ${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    }),
  });

  return {
    /**
     * Records the consent and mails the confirmation link; 'already' when the address is
     * confirmed and still subscribed (nothing is mailed then).
     */
    async subscribe({ email: given, source, ip }: SignUp): Promise<'pending' | 'already'> {
      const email = given.toLowerCase();
      const [existing] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
      if (existing && existing.confirmedAt && !existing.unsubscribedAt) return 'already';
      // A new sign-up, one not yet confirmed, or one after unsubscribing: a fresh consent to prove.
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const consent = {
        subscribedAt: new Date(),
        unsubscribedAt: null,
        unsubscribeIp: null,
        confirmedAt: null,
        confirmIp: null,
        confirmTokenHash: hashOf(confirmToken),
        unsubscribeToken,
        consentSource: source,
        consentIp: ip,
      };
      await db.transaction(async (tx) => {
        if (existing) {
          await tx
            .update(newsletterSubscribers)
            .set(consent)
            .where(eq(newsletterSubscribers.id, existing.id));
        } else {
          await tx
            .insert(newsletterSubscribers)
            .values({ email, ...consent })
            .onConflictDoNothing();
        }
        await mailer.queue(confirmationMail(email, confirmToken, unsubscribeToken), tx);
      });
      mailer.kick();
      return 'pending';
    },

    /** Whether the link confirmed a subscription (an unknown, used or unsubscribed one did not). */
    async confirm(token: string, ip: string): Promise<boolean> {
      const [confirmed] = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: new Date(), confirmIp: ip, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hashOf(token)),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return Boolean(confirmed);
    },

    /** Whether the link is known; unsubscribing twice is fine and keeps the first time as proof. */
    async unsubscribe(token: string, ip: string): Promise<boolean> {
      const updated = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date(), unsubscribeIp: ip, confirmTokenHash: null })
        .where(
          and(
            eq(newsletterSubscribers.unsubscribeToken, token),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      if (updated.length) return true;
      const [known] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      return Boolean(known);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
