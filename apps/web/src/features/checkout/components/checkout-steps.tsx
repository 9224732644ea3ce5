/**
 * The three checkout steps (spec: Shipping, Payment, Confirmation) as an ordered list. On a phone
 * the labels shrink and the connectors give way first, so the row fits 360 px (issue 13, measured 2).
 */
import { Check } from 'lucide-react';

export const STEPS = ['Shipping', 'Payment', 'Confirmation'] as const;

export function CheckoutSteps({ current }: { current: number }) {
  return (
    <ol
      className="flex w-full max-w-full items-center gap-1.5 text-xs sm:gap-4 sm:text-sm"
      aria-label="Checkout steps"
    >
      {STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={step}
            className={`flex min-w-0 items-center gap-1.5 sm:gap-2 ${i < STEPS.length - 1 ? 'flex-1 sm:flex-none' : ''}`}
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                done
                  ? 'bg-brand-700 text-white'
                  : active
                    ? 'bg-brand-100 text-brand-900 ring-2 ring-brand-700'
                    : 'bg-sand-100 text-stone-600'
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : i + 1}
            </span>
            <span className={active ? 'font-medium text-brand-900' : 'text-stone-600'}>
              {step}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {i < STEPS.length - 1 && (
              <span
                aria-hidden="true"
                className="h-px min-w-2 flex-1 bg-sand-200 sm:w-12 sm:flex-none"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
