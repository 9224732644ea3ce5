/** The newsletter's subscribers as the owner sees and exports them, with their proof of consent. */
import { and, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { csvCell } from '../../lib/csv';

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export function createSubscribers({ db }: { db: Db }) {
  return {
    /** Confirmed, current subscribers: the only addresses letters may go to. */
    listSubscribers: () =>
      db
        .select({
          email: newsletterSubscribers.email,
          subscribedAt: newsletterSubscribers.subscribedAt,
        })
        .from(newsletterSubscribers)
        .where(
          and(
            isNull(newsletterSubscribers.unsubscribedAt),
            isNotNull(newsletterSubscribers.confirmedAt),
          ),
        )
        .orderBy(desc(newsletterSubscribers.subscribedAt)),

    /**
     * Every confirmed address with its proof of consent (when, where, from which IP, when and from
     * which IP confirmed) and, for those who left, when and from which IP they unsubscribed.
     * Addresses never confirmed are not exported.
     */
    async subscribersCsv() {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(isNotNull(newsletterSubscribers.confirmedAt))
        .orderBy(desc(newsletterSubscribers.subscribedAt));
      // Cells that a spreadsheet would run as formulas are neutralised.
      return (
        [
          'email,status,subscribed_at,source,consent_ip,confirmed_at,confirm_ip,unsubscribed_at,unsubscribe_ip',
          ...rows.map((r) =>
            [
              csvCell(r.email),
              r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
              iso(r.subscribedAt),
              csvCell(r.consentSource),
              csvCell(r.consentIp ?? ''),
              iso(r.confirmedAt),
              csvCell(r.confirmIp ?? ''),
              iso(r.unsubscribedAt),
              csvCell(r.unsubscribeIp ?? ''),
            ].join(','),
          ),
        ].join('\r\n') + '\r\n'
      );
    },
  };
}
