/** What a customer may still do with an order (issue 29), and where a refund should reach them. */
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_MESSAGES,
  cancelAction,
  refundExpectedBy,
  returnableLeft,
  returnAction,
} from './after-sale';
import { REFUND_MESSAGES } from './refunds';
import { RETURN_MESSAGES } from './returns';

const paid = { status: 'processing', paymentStatus: 'paid' } as const;
const delivered = {
  status: 'delivered',
  paymentStatus: 'paid',
  country: 'India',
  deliveredAt: new Date('2026-11-24T10:00:00Z'),
  leftToReturn: 2,
} as const;

describe('cancelAction', () => {
  it('allows a paid order before dispatch while nothing was refunded', () => {
    expect(cancelAction({ ...paid, refundedMinor: 0 })).toEqual({ allowed: true });
  });
  it('refuses after a partial refund, after dispatch, a full refund or a cancellation', () => {
    expect(cancelAction({ ...paid, refundedMinor: 50_000 }).reason).toBe(
      AFTER_SALE_MESSAGES.partlyRefunded,
    );
    expect(cancelAction({ ...paid, status: 'shipped', refundedMinor: 0 }).reason).toBe(
      REFUND_MESSAGES.cannotCancel,
    );
    expect(cancelAction({ ...paid, paymentStatus: 'refunded', refundedMinor: 1 }).reason).toBe(
      AFTER_SALE_MESSAGES.refundedInFull,
    );
    expect(cancelAction({ ...paid, status: 'cancelled', refundedMinor: 0 }).allowed).toBe(false);
  });
});

describe('returnAction', () => {
  const soon = new Date('2026-11-25T10:00:00Z');
  it('allows a delivered order within the window with something left', () => {
    expect(returnAction(delivered, soon)).toEqual({ allowed: true });
  });
  it('refuses before delivery, with nothing left, or past the window', () => {
    expect(returnAction({ ...delivered, status: 'shipped' }, soon).reason).toBe(
      RETURN_MESSAGES.notDelivered,
    );
    expect(returnAction({ ...delivered, leftToReturn: 0 }, soon).reason).toBe(
      AFTER_SALE_MESSAGES.nothingToReturn,
    );
    const late = new Date('2026-11-27T10:00:00Z');
    expect(returnAction(delivered, late).reason).toBe(RETURN_MESSAGES.damagedLate);
    expect(returnAction({ ...delivered, country: 'France' }, late)).toEqual({ allowed: true });
  });
});

describe('returnableLeft', () => {
  it('takes off returns not declined, and leaves gift cards none', () => {
    const left = returnableLeft(
      [
        { id: 'a', quantity: 3, giftCard: null },
        { id: 'b', quantity: 1, giftCard: { recipientName: 'R' } },
      ],
      [
        { status: 'received', lines: [{ itemId: 'a', quantity: 1 }] },
        { status: 'declined', lines: [{ itemId: 'a', quantity: 2 }] },
        { status: 'requested', lines: [{ itemId: 'a', quantity: 1 }] },
      ],
    );
    expect(Object.fromEntries(left)).toEqual({ a: 1, b: 0 });
  });
});

describe('refundExpectedBy', () => {
  it('is ten business days on, weekends skipped', () => {
    // Thursday 26 November 2026 -> Thursday 10 December.
    expect(refundExpectedBy(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-12-10T10:00:00.000Z',
    );
  });
});
