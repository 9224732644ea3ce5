import { describe, expect, it } from 'vitest';
import { buildTracking } from '../../test/build-order';
import { stepStates } from './tracking-timeline';

const at = '2026-11-22T12:15:00.000Z';

describe('stepStates', () => {
  it('completes dated steps and activates the first undated one', () => {
    expect(stepStates(buildTracking())).toEqual([
      'completed',
      'active',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('activates the step after the last dated one when the shop skipped a step', () => {
    const track = buildTracking({
      status: {
        Placed: at,
        Processing: null,
        Shipped: at,
        'Out for Delivery': null,
        Delivered: null,
      },
    });
    expect(stepStates(track)).toEqual(['completed', 'pending', 'completed', 'active', 'pending']);
  });

  it('has no active step for a delivered or a cancelled order', () => {
    const all = { Placed: at, Processing: at, Shipped: at, 'Out for Delivery': at, Delivered: at };
    expect(stepStates(buildTracking({ status: all }))).not.toContain('active');
    expect(stepStates(buildTracking({ cancelled: true }))).toEqual([
      'completed',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });
});
