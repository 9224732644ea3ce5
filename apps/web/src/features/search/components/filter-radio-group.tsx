/** One filter of the search sidebar: native radios in a fieldset (arrow keys move the choice). */
import { cx } from '../../../lib/class-names';

export type FilterOption<T extends string> = { value: T; label: string; count?: number };

type FilterRadioGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

export function FilterRadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: FilterRadioGroupProps<T>) {
  return (
    <fieldset>
      <legend className="mb-3 font-serif text-lg text-brand-900">{legend}</legend>
      <ul className="flex flex-col gap-1">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <li key={option.value}>
              <label
                className={cx(
                  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'bg-brand-50 font-medium text-brand-900'
                    : 'text-stone-700 hover:bg-sand-100',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => onChange(option.value)}
                  className="size-4 accent-brand-700 focus-visible:outline-none"
                />
                <span className="flex-1">{option.label}</span>
                {/* A space keeps the accessible name readable: 'Planners (7)'. */}{' '}
                {option.count !== undefined && (
                  <span className="text-xs text-stone-600 tabular-nums">({option.count})</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
