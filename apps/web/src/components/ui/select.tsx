/**
 * The shop's one select: always a native <select> (the best keyboard, phone and screen-reader
 * support), in the field look for forms or the pill look for toolbars (sorting).
 */
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { inputClasses } from './input';

type SelectProps = ComponentPropsWithRef<'select'> & { look?: 'field' | 'pill' };

const pillClasses =
  'h-10 appearance-none rounded-full bg-white py-0 pr-9 pl-4 text-sm text-brand-900 ring-1 ring-sand-200 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700';

export function Select({ look = 'field', className, ...select }: SelectProps) {
  if (look === 'field') return <select className={inputClasses('pr-10')} {...select} />;
  return (
    <div className={className ?? 'relative'}>
      <select className={pillClasses} {...select} />
      <ChevronDown
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-brand-700"
      />
    </div>
  );
}

type SortOption<T extends string> = { value: T; label: string };

type SortSelectProps<T extends string> = {
  id: string;
  label: string;
  options: readonly SortOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Phones keep the label for screen readers only, to save the toolbar's width. */
  labelOnPhone?: boolean;
};

/** A labelled pill select over a fixed list of sort orders; it only ever reports one of them. */
export function SortSelect<T extends string>(props: SortSelectProps<T>) {
  const { id, label, options, value, onChange, labelOnPhone } = props;
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={
          labelOnPhone
            ? 'text-sm whitespace-nowrap text-stone-700'
            : 'sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only'
        }
      >
        {label}
      </label>
      <Select
        look="pill"
        id={id}
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
