/**
 * Cash on delivery (issue 27, record 045), composed from its parts: placing an order under the
 * owner's rules (placement.ts), the shopper's confirmation (confirmation.ts), cancelling orders
 * not confirmed in time (expiry.ts), how a parcel ended (outcomes.ts), the owner's settings
 * (settings.ts) and the report (report.ts).
 */
import { COD_MESSAGES, COD_PAYMENT_METHOD, type AdminOrder } from '@shop/shared';
import type { Tx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import type { OrderRow } from '../orders';
import { createCodConfirmation } from './confirmation';
import { createCodExpiry } from './expiry';
import { statusMessage } from './messages';
import { createCodOutcomes } from './outcomes';
import { createCodPlacement, type CodDeps } from './placement';
import { createCodReport } from './report';
import { createCodSettings } from './settings';

type Deps = CodDeps & {
  /** The owner's view of an order, answered after an outcome is recorded. */
  readAdminOrder: (id: string) => Promise<AdminOrder>;
  shopTimeZone: string;
  shopCurrency: string;
};

export function createCodService(deps: Deps) {
  const settings = createCodSettings(deps.db);
  const outcomes = createCodOutcomes(deps);
  return {
    placeOrder: createCodPlacement(deps),
    confirm: createCodConfirmation(deps),
    cancelUnconfirmed: createCodExpiry(deps).cancelUnconfirmed,
    readSettings: settings.read,
    saveSettings: settings.save,
    pincodes: settings.pincodes,

    /** A file with lines but none usable is refused, so a wrong file never empties the list. */
    async replacePincodes(csv: string) {
      const result = await settings.replacePincodesChecked(csv);
      if (!result) throw new BadRequestError(COD_MESSAGES.noPincodes);
      return result;
    },

    /** Delivered with the cash collected: answers the owner's view of the order. */
    async markCollected(orderId: string) {
      await outcomes.collected(orderId);
      return deps.readAdminOrder(orderId);
    },
    async markReturned(orderId: string) {
      await outcomes.returned(orderId);
      return deps.readAdminOrder(orderId);
    },

    /**
     * A COD shopper hears of their order's moves through the notifications outbox (mail, and a
     * phone channel where there is one); true when this sent the message, in the change's tx.
     */
    async notifyShopper(
      tx: Tx,
      order: OrderRow,
      change: { status: string; trackingNumber?: string; estimatedDelivery?: string },
    ): Promise<boolean> {
      const message = order.paymentMethod === COD_PAYMENT_METHOD && statusMessage(order, change);
      if (!message) return false;
      await deps.notifications.notify(tx, {
        ...message,
        orderId: order.id,
        link: deps.orderLink(order),
        email: order.receiptEmail,
        phone: order.shippingAddress.number,
      });
      return true;
    },

    report: createCodReport({
      db: deps.db,
      timeZone: deps.shopTimeZone,
      currency: deps.shopCurrency,
    }),
  };
}

export type CodService = ReturnType<typeof createCodService>;
