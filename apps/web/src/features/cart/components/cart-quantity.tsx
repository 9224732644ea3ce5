/** The cart line's stepper: minus, a read-only number, plus; from 1 up to max (the stock last seen, at most 10). */
import { CART_LINE_MAX, CART_LINE_MIN } from '@shop/shared';
import { Minus, Plus } from 'lucide-react';

type CartQuantityProps = {
  title: string;
  value: number;
  /** The most this line may hold; plus stops there (a line above it can still come down). */
  max?: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
};

const stepButton =
  'grid size-10 place-items-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

export function CartQuantity({
  title,
  value,
  max = CART_LINE_MAX,
  onChange,
  disabled = false,
}: CartQuantityProps) {
  return (
    <div
      role="group"
      aria-label={`Quantity of ${title}`}
      className="inline-flex items-center rounded-full bg-sand-50 ring-1 ring-sand-200"
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${title}`}
        disabled={disabled || value <= CART_LINE_MIN}
        onClick={() => onChange(value - 1)}
        className={stepButton}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <input
        type="number"
        readOnly
        value={value}
        min={CART_LINE_MIN}
        max={max}
        aria-label={`Quantity of ${title}`}
        className="w-9 [appearance:textfield] bg-transparent text-center font-medium text-brand-900 tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${title}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={stepButton}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
