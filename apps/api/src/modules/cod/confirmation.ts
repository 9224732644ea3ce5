/**
 * The shopper confirms a COD order from the mailed link (issue 27). Under the order's lock, so a
 * second click (or two at once) answers the same success and changes nothing more.
 */
import { COD_MESSAGES, COD_PAYMENT_METHOD } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { orders, orderStatusEvents } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lockOrder } from '../orders';
import { confirmedMessage } from './messages';
import type { CodDeps } from './placement';

export function createCodConfirmation(deps: CodDeps) {
  const { db, access, notifications } = deps;

  return async function confirmCodOrder(token: string, now = new Date()) {
    const orderId = access.readCodConfirm(token);
    if (!orderId || !isUuid(orderId)) throw new BadRequestError(COD_MESSAGES.confirmLinkInvalid);
    const answer = (orderNumber: string) => ({ orderNumber, message: COD_MESSAGES.confirmed });
    const result = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.paymentMethod !== COD_PAYMENT_METHOD)
        throw new BadRequestError(COD_MESSAGES.notCod);
      if (order.codConfirmedAt) return { ...answer(order.orderNumber), changed: false };
      if (order.status === 'cancelled' || (order.codConfirmBy && order.codConfirmBy < now))
        throw new ConflictError(COD_MESSAGES.confirmExpired);
      await tx
        .update(orders)
        .set({ codConfirmedAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      await tx
        .insert(orderStatusEvents)
        .values({ orderId: order.id, status: 'cod_confirmed', note: 'Confirmed by the shopper' });
      await notifications.notify(tx, {
        ...confirmedMessage(order),
        orderId: order.id,
        link: deps.orderLink(order),
        email: order.receiptEmail,
        phone: order.shippingAddress.number,
      });
      return { ...answer(order.orderNumber), changed: true };
    });
    if (result.changed) deps.kickMail?.();
    // Whoever holds the confirm link reads the order's mailbox: the page opens for them too.
    return {
      orderNumber: result.orderNumber,
      message: result.message,
      orderToken: access.mailToken(orderId),
    };
  };
}
