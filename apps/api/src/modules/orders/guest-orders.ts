/**
 * What a guest (issue 27, record 044) can do without an account: find an order again by its number
 * and e-mail, and later add their guest orders to an account that proved the e-mail.
 */
import { PLACED_PAYMENT_STATUSES, SHOP_NAME } from '@shop/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { renderMail } from '../../integrations/mail-layout';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError } from '../../lib/errors';
import type { OrderAccess } from './access';
import { orderPageUrl } from './urls';

export const CLAIM_LINK_INVALID =
  'This link has expired or is not for this account. Sign in and ask for a new one from your orders page.';

type Deps = { db: Db; mailer: Mailer; publicUrl: string; access: OrderAccess };
type NewAccount = { id: string; email: string; name: string };

const sameEmail = (email: string) => sql`lower(${orders.receiptEmail}) = ${email.toLowerCase()}`;
const unclaimed = (email: string) => and(isNull(orders.userId), sameEmail(email));
const placed = inArray(orders.paymentStatus, [...PLACED_PAYMENT_STATUSES]);

export const claimedMessage = (n: number) =>
  n === 0
    ? 'There were no guest orders left to add: they are already in your account.'
    : `${n} ${n === 1 ? 'order' : 'orders'} added to your account.`;

export function createGuestOrders({ db, mailer, publicUrl, access }: Deps) {
  /** Every guest order placed with `email` now belongs to the account. */
  async function claim(userId: string, email: string): Promise<number> {
    const rows = await db
      .update(orders)
      .set({ userId, updatedAt: new Date() })
      .where(unclaimed(email))
      .returning({ id: orders.id });
    return rows.length;
  }

  return {
    claim,

    /**
     * "Find my order": mails the order's link to its own e-mail when the pair matches, and does
     * nothing else, so the answer (the caller's, always the same) reveals no order or e-mail.
     */
    async lookup(orderNumber: string, email: string): Promise<void> {
      const [order] = await db
        .select({ id: orders.id, orderNumber: orders.orderNumber, to: orders.receiptEmail })
        .from(orders)
        .where(
          and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), sameEmail(email), placed),
        )
        .limit(1);
      if (!order) return;
      const url = orderPageUrl(publicUrl, order.orderNumber, access.mailToken(order.id));
      await mailer.queue({
        to: order.to,
        ...renderMail({
          subject: `Your order ${order.orderNumber} — ${SHOP_NAME}`,
          heading: 'Here is your order',
          paragraphs: [
            `Someone (hopefully you) asked for the link to order ${order.orderNumber}.`,
            'It opens the order, its tracking and its documents, without an account. Keep it to yourself.',
          ],
          action: { label: 'View your order', url },
        }),
      });
      mailer.kick();
    },

    /**
     * After a sign-up whose e-mail nobody has proven yet: if that e-mail placed guest orders, the
     * account's owner gets a link there to add them. Whoever registered with someone else's
     * address learns nothing and gets nothing.
     */
    async offerClaim(user: NewAccount): Promise<void> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(unclaimed(user.email), placed));
      if (!row?.n) return;
      const url = `${publicUrl}/account/claim-orders?token=${access.claimToken(user.id, user.email)}`;
      await mailer.queue({
        to: user.email,
        ...renderMail({
          subject: `Add your earlier orders to your account — ${SHOP_NAME}`,
          heading: `Welcome, ${user.name}`,
          paragraphs: [
            `You placed ${row.n === 1 ? 'an order' : `${row.n} orders`} with this e-mail before you had an account.`,
            'Add them to your account to follow them, review what you bought and ask for returns in one place. The link works for 7 days.',
          ],
          action: { label: 'Add my orders', url },
        }),
      });
      mailer.kick();
    },

    /** Follows the mailed link: the account named in it takes its e-mail's guest orders. */
    async claimWithToken(token: string) {
      const bound = access.readClaim(token);
      if (!bound) throw new BadRequestError(CLAIM_LINK_INVALID);
      const [user] = await db
        .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, bound.userId));
      // The account must still hold the e-mail the link was sent to.
      if (!user || user.deletedAt || user.email.toLowerCase() !== bound.email)
        throw new BadRequestError(CLAIM_LINK_INVALID);
      const claimed = await claim(user.id, bound.email);
      return { claimed, message: claimedMessage(claimed) };
    },
  };
}
export type GuestOrders = ReturnType<typeof createGuestOrders>;
