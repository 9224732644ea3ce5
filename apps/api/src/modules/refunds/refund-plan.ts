/**
 * Where a refund's money goes (record 052), decided before anything is written. 'store_credit':
 * all of it to the customer's credit (an account's INR order). 'original': the gateway payment up
 * to what it has left, then the gift cards the order was paid with, each up to what it gave, then
 * store credit (an account's; a guest's order never needs it). Never more than the order's value
 * less what was refunded of it, any way; a payment paid twice is refunded on its own.
 */
import {
  BALANCE_CURRENCY,
  formatMoney,
  fromMinor,
  REFUND_MESSAGES,
  type RefundChoice,
} from '@shop/shared';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { OrderRow } from '../orders';
import type { Balance } from './ledger';
import { refundableMinor, type OrderValue } from './order-value';

export type RefundPlan = {
  gateway?: { paymentId: string; amountMinor: number };
  giftCards: { giftCardId: string; last4: string; amountMinor: number }[];
  storeCreditMinor: number;
};

export type PlanInput = {
  amountMinor: number;
  currency: string;
  method: RefundChoice;
  /** The gateway's payment id, for a payment owed back. */
  paymentId?: string;
};

const tooMuch = (message: string) => new BadRequestError(message, { amountMinor: message });

/** A refund is never converted: it names the currency it goes back in. */
function sameCurrency(asked: string, paid: string) {
  if (asked === paid) return;
  const message = REFUND_MESSAGES.wrongCurrency(paid);
  throw new BadRequestError(message, { currency: message });
}

export function planRefund(order: OrderRow, value: OrderValue, input: PlanInput): RefundPlan {
  if (input.method === 'store_credit') return toStoreCredit(order, value, input);
  if (input.paymentId) {
    const target = value.balances.find((b) => b.payment.gatewayPaymentId === input.paymentId);
    if (!target) throw new BadRequestError(REFUND_MESSAGES.unknownPayment);
    if (target !== value.paying || !value.beyondGateway) return gatewayOnly(order, target, input);
  }
  if (value.beyondGateway) return beyondGateway(order, value, input);
  if (!value.paying) throw new BadRequestError(REFUND_MESSAGES.unknownPayment);
  return gatewayOnly(order, value.paying, input);
}

/** One payment, up to what it has left (a payment owed back, another currency, a cancellation). */
function gatewayOnly(order: OrderRow, target: Balance, input: PlanInput): RefundPlan {
  if (target.left <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  sameCurrency(input.currency, target.payment.currency);
  if (input.amountMinor > target.left)
    throw tooMuch(REFUND_MESSAGES.tooMuch(formatMoney(fromMinor(target.left), order.currency)));
  return {
    gateway: { paymentId: target.payment.id, amountMinor: input.amountMinor },
    giftCards: [],
    storeCreditMinor: 0,
  };
}

function beyondGateway(order: OrderRow, value: OrderValue, input: PlanInput): RefundPlan {
  if (value.leftMinor <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  sameCurrency(input.currency, value.paying?.payment.currency ?? order.currency);
  const gatewayLeft = Math.max(0, value.paying?.left ?? 0);
  const most = refundableMinor(order, value);
  if (input.amountMinor > most) {
    const left = formatMoney(fromMinor(most), order.currency);
    throw tooMuch(
      most === gatewayLeft
        ? REFUND_MESSAGES.tooMuch(left)
        : most < value.leftMinor
          ? REFUND_MESSAGES.guestBeyond(left)
          : REFUND_MESSAGES.tooMuchOrder(left),
    );
  }
  let due = input.amountMinor;
  const gateway = Math.min(due, gatewayLeft);
  due -= gateway;
  const giftCards: RefundPlan['giftCards'] = [];
  for (const card of value.cards) {
    const amountMinor = Math.min(due, card.leftMinor);
    if (amountMinor <= 0) break;
    giftCards.push({ giftCardId: card.giftCardId, last4: card.last4, amountMinor });
    due -= amountMinor;
  }
  return {
    ...(gateway > 0 && { gateway: { paymentId: value.paying!.payment.id, amountMinor: gateway } }),
    giftCards,
    storeCreditMinor: due,
  };
}

function toStoreCredit(order: OrderRow, value: OrderValue, input: PlanInput): RefundPlan {
  const refuse = (message: string) => new BadRequestError(message, { method: message });
  if (input.paymentId) throw refuse(REFUND_MESSAGES.storeCreditPayment);
  if (!order.userId) throw refuse(REFUND_MESSAGES.storeCreditGuest);
  if (order.currency !== BALANCE_CURRENCY)
    throw refuse(REFUND_MESSAGES.storeCreditCurrency(order.currency));
  if (order.status === 'cancelled') throw new ConflictError(REFUND_MESSAGES.storeCreditCancelled);
  if (value.leftMinor <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  sameCurrency(input.currency, order.currency);
  if (input.amountMinor > value.leftMinor)
    throw tooMuch(
      REFUND_MESSAGES.tooMuchOrder(formatMoney(fromMinor(value.leftMinor), order.currency)),
    );
  return { giftCards: [], storeCreditMinor: input.amountMinor };
}
