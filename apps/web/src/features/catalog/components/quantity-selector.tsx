/** Quantity stepper: minus and plus buttons between 1 and max (plus is disabled at max). */
import { Minus, Plus } from 'lucide-react';

type QuantitySelectorProps = {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
};

const stepButton =
  'grid size-11 place-items-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-700';

export function QuantitySelector({
  value,
  max,
  onChange,
  disabled = false,
}: QuantitySelectorProps) {
  return (
    <div>
      <span id="quantity-label" className="block text-sm font-medium text-brand-900">
        Quantity
      </span>
      <div
        role="group"
        aria-labelledby="quantity-label"
        className="mt-3 inline-flex items-center rounded-full bg-white ring-1 ring-sand-200"
      >
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
          className={stepButton}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          className="w-10 text-center font-medium text-brand-900 tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
