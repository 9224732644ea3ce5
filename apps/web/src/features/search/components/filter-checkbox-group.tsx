/**
 * One option facet of the search sidebar (record 042): native checkboxes in a fieldset, named
 * `opt` with 'Name:Value', so the sidebar's form sends them before the app runs.
 */
import { OPTION_FILTER_PARAM, optionParam, type OptionFacet } from '@shop/shared';
import { cx } from '../../../lib/class-names';

type FilterCheckboxGroupProps = {
  facet: OptionFacet;
  /** The chosen option values, 'Name:Value'. */
  chosen: string[];
  onChange: (option: string, checked: boolean) => void;
};

export function FilterCheckboxGroup({ facet, chosen, onChange }: FilterCheckboxGroupProps) {
  return (
    <fieldset>
      <legend className="mb-3 font-serif text-lg text-brand-900">{facet.name}</legend>
      <ul className="flex flex-col gap-1">
        {facet.values.map(({ value, count }) => {
          const option = optionParam(facet.name, value);
          const checked = chosen.includes(option);
          return (
            <li key={value}>
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
                  type="checkbox"
                  name={OPTION_FILTER_PARAM}
                  value={option}
                  checked={checked}
                  onChange={(e) => onChange(option, e.target.checked)}
                  className="size-4 accent-brand-700 focus-visible:outline-none"
                />
                <span className="min-w-0 flex-1 break-words">{value}</span>
                {/* A space keeps the accessible name readable: 'Dotted (3)'. */}{' '}
                <span className="text-xs text-stone-600 tabular-nums">({count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
