import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, returnAllowed } from './returns';

const delivered = new Date('2026-11-20T10:00:00Z');
const hours = (h: number) => new Date(delivered.getTime() + h * 3_600_000);

describe('return windows', () => {
  it('takes damaged items for 48 hours after delivery, wherever they went', () => {
    for (const country of ['India', 'Germany']) {
      expect(returnAllowed('damaged', { deliveredAt: delivered, country }, hours(48))).toEqual({
        ok: true,
      });
      expect(returnAllowed('damaged', { deliveredAt: delivered, country }, hours(48.01))).toEqual({
        ok: false,
        message: RETURN_MESSAGES.damagedLate,
      });
    }
  });

  it('takes unused items back for 30 days, only from abroad', () => {
    const abroad = { deliveredAt: delivered, country: 'France' };
    expect(returnAllowed('unused', abroad, hours(24 * 30))).toEqual({ ok: true });
    expect(returnAllowed('unused', abroad, hours(24 * 30 + 1))).toMatchObject({
      message: RETURN_MESSAGES.unusedLate,
    });
    expect(
      returnAllowed('unused', { deliveredAt: delivered, country: 'India' }, hours(1)),
    ).toMatchObject({
      message: RETURN_MESSAGES.unusedIndia,
    });
  });

  it('waits for delivery', () => {
    expect(
      returnAllowed('damaged', { deliveredAt: null, country: 'India' }, hours(1)),
    ).toMatchObject({
      message: RETURN_MESSAGES.notDelivered,
    });
  });
});
