/** The three checkout steps (spec: Shipping, Payment, Confirmation) as an ordered list. */
import { Check } from 'lucide-react';

export const STEPS = ['Shipping', 'Payment', 'Confirmation'] as const;

export function CheckoutSteps({ current }: { current: number }) {
  return (
    <ol className="flex items-center gap-2 text-sm sm:gap-4" aria-label="Checkout steps">
      {STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={step}
            className="flex items-center gap-2"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={`flex size-7 items-center justify-center rounded-full text-xs font-semibold ${
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
              <span aria-hidden="true" className="h-px w-6 bg-sand-200 sm:w-12" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
