import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_STATUSES,
  PLACED_PAYMENT_STATUSES,
} from './order-status';

describe('order statuses', () => {
  it('label every status, and only those', () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(ORDER_TRANSITIONS)).toEqual([...ORDER_STATUSES]);
  });

  it('follow the tracking steps forward; cancelling only before dispatch', () => {
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'out_for_delivery')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('out_for_delivery', 'delivered')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('processing', 'cancelled')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'processing')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
  });

  it('end at delivered and cancelled', () => {
    for (const status of ORDER_STATUSES) {
      const next = nextOrderStatuses(status, 'paid');
      expect(next.length === 0).toBe(status === 'delivered' || status === 'cancelled');
    }
  });

  it('never reach back to a status already passed (no cycles)', () => {
    const reachable = (from: (typeof ORDER_STATUSES)[number], seen = new Set<string>()): void => {
      for (const to of ORDER_TRANSITIONS[from]) {
        expect(seen.has(to)).toBe(false);
        reachable(to, new Set([...seen, from]));
      }
    };
    for (const status of ORDER_STATUSES) reachable(status);
  });

  it('move only when paid', () => {
    const unpaid = PAYMENT_STATUSES.filter((p) => p !== 'paid' && p !== 'cod_pending');
    for (const payment of unpaid) {
      for (const status of ORDER_STATUSES) expect(nextOrderStatuses(status, payment)).toEqual([]);
    }
    expect(canTransition('pending', 'processing', 'refund_due')).toBe(false);
  });

  it('move a cash-on-delivery order only once confirmed, and never to delivered by status', () => {
    expect(nextOrderStatuses('pending', 'cod_pending')).toEqual(['cancelled']);
    expect(canTransition('pending', 'processing', 'cod_pending')).toBe(false);
    expect(nextOrderStatuses('pending', 'cod_pending', true)).toEqual(['processing', 'cancelled']);
    expect(nextOrderStatuses('shipped', 'cod_pending', true)).toEqual(['out_for_delivery']);
    expect(nextOrderStatuses('out_for_delivery', 'cod_pending', true)).toEqual([]);
  });

  it('recognise their own names and nothing else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('Delivered')).toBe(false);
    expect(isOrderStatus('constructor')).toBe(false);
    expect(PLACED_PAYMENT_STATUSES.every((p) => PAYMENT_STATUSES.includes(p))).toBe(true);
  });
});
