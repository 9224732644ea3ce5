/**
 * The Track Order timeline (spec section 2), in the account's Track Order and on the order page: a
 * dated step is completed (check and date), the first undated step after them is the active one,
 * the rest wait. A cancelled order has no active step. The active step is what comes next, not
 * what is happening: the order's status is its last dated step ('Placed' for a paid order not yet
 * started), the word the dialog and Order History show.
 */
import { TRACKING_STEPS, type Tracking } from '@shop/shared';
import { Check } from 'lucide-react';
import { cx } from '../../lib/class-names';
import { formatOrderDate } from '../../lib/order-format';

type StepState = 'completed' | 'active' | 'pending';

export function stepStates(tracking: Tracking): StepState[] {
  const dated = TRACKING_STEPS.map((step) => Boolean(tracking.status[step]));
  // If the shop skipped a step, the order is still past it: activity starts after the last date.
  const active = tracking.cancelled ? -1 : dated.lastIndexOf(true) + 1;
  return dated.map((done, index) => (done ? 'completed' : index === active ? 'active' : 'pending'));
}

const SPOKEN: Record<StepState, string> = {
  completed: 'Completed',
  active: 'Next step',
  pending: 'Not yet reached',
};

export function TrackingTimeline({ tracking }: { tracking: Tracking }) {
  const states = stepStates(tracking);
  return (
    <ol aria-label="Order progress" className="relative">
      {TRACKING_STEPS.map((step, index) => {
        const state = states[index] ?? 'pending';
        const date = tracking.status[step];
        const last = index === TRACKING_STEPS.length - 1;
        return (
          <li
            key={step}
            aria-current={state === 'active' ? 'step' : undefined}
            data-state={state}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-8 bottom-0 left-[0.9375rem] w-0.5',
                  state === 'completed' ? 'bg-brand-600' : 'bg-sand-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                state === 'completed' && 'border-brand-700 bg-brand-700 text-sand-50',
                state === 'active' && 'border-brand-700 bg-white ring-4 ring-brand-200',
                state === 'pending' && 'border-sand-200 bg-white',
              )}
            >
              {state === 'completed' && <Check className="size-4" strokeWidth={3} />}
              {state === 'active' && <span className="size-2.5 rounded-full bg-brand-700" />}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cx(
                  'text-sm font-medium',
                  state === 'pending' ? 'text-stone-600' : 'text-stone-900',
                  state === 'active' && 'font-semibold text-brand-800',
                )}
              >
                {step}
                <span className="sr-only">: {SPOKEN[state]}</span>
              </p>
              {date ? (
                <p className="mt-0.5 text-sm text-stone-600">
                  <time dateTime={date}>{formatOrderDate(date)}</time>
                </p>
              ) : (
                state === 'active' && (
                  <p aria-hidden="true" className="mt-0.5 text-sm text-brand-700">
                    Next step
                  </p>
                )
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
