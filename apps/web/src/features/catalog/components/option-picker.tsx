/**
 * The product's options (record 043): colour swatches for Colour, buttons for the rest. Each value
 * is a real link to the variant it leads to, so choosing works before and without the scripts;
 * once the app runs, a plain click chooses in place. A value whose variant is sold out is struck
 * through, one not made with the other choices is dashed and faint, and both say so in the
 * link's name.
 */
import {
  COLOUR_OPTION,
  optionValueState,
  type ProductOption,
  type ValueState,
  type Variant,
} from '@shop/shared';
import type { MouseEvent } from 'react';
import { cx } from '../../../lib/class-names';
import { variantForValue } from '../variant-view';
import { swatchProps } from '../../../components/product/color-swatches';

type OptionPickerProps = {
  options: readonly ProductOption[];
  variants: readonly Variant[];
  chosen: Variant;
  hrefOf: (variantId: string) => string;
  onChoose: (variantId: string) => void;
};

const STATE_TEXT: Record<ValueState, string> = {
  available: '',
  'sold-out': ', sold out',
  'not-made': ', not made in this combination',
};

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (e: MouseEvent) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

type ValueLinkProps = {
  value: string;
  state: ValueState;
  selected: boolean;
  swatch: boolean;
  href: string;
  onChoose: () => void;
};

function ValueLink({ value, state, selected, swatch, href, onChoose }: ValueLinkProps) {
  return (
    <a
      href={href}
      // The state joins the value in the link's name ("Ruled, sold out"); the marks are visual.
      aria-label={`${value}${STATE_TEXT[state]}`}
      aria-current={selected ? 'true' : undefined}
      onClick={(e) => {
        if (opensElsewhere(e)) return;
        e.preventDefault();
        onChoose();
      }}
      className={cx(
        'flex h-10 min-w-11 items-center justify-center gap-2 rounded-full text-sm text-brand-900 transition-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        swatch ? 'pr-4 pl-2' : 'px-4',
        state === 'not-made'
          ? 'border border-dashed border-stone-400 text-stone-600 hover:border-brand-700'
          : selected
            ? 'bg-white ring-2 ring-brand-700'
            : 'bg-white ring-1 ring-sand-200 hover:ring-brand-200',
      )}
    >
      {swatch && (
        <span
          className={cx(
            'relative size-6 shrink-0 overflow-hidden rounded-full ring-1 ring-black/10 ring-inset',
            state !== 'available' && 'opacity-50',
          )}
          {...swatchProps(value)}
        >
          {state === 'sold-out' && (
            <span className="absolute top-1/2 left-[-20%] h-px w-[140%] -rotate-45 bg-stone-700" />
          )}
        </span>
      )}
      <span className={cx(state === 'sold-out' && 'text-stone-600 line-through')}>{value}</span>
    </a>
  );
}

export function OptionPicker({ options, variants, chosen, hrefOf, onChoose }: OptionPickerProps) {
  return (
    <div className="flex flex-col gap-5">
      {options.map((option) => {
        const labelId = `option-${option.name.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <div key={option.name} role="group" aria-labelledby={labelId}>
            <p id={labelId} className="text-sm font-medium text-brand-900">
              {option.name}
              <span className="font-normal text-stone-600" aria-hidden="true">
                : {chosen.options[option.name]}
              </span>
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const target = variantForValue(variants, chosen.options, option.name, value);
                if (!target) return null;
                return (
                  <li key={value}>
                    <ValueLink
                      value={value}
                      state={optionValueState(variants, chosen.options, option.name, value)}
                      selected={chosen.options[option.name] === value}
                      swatch={option.name === COLOUR_OPTION}
                      href={hrefOf(target._id)}
                      onChoose={() => onChoose(target._id)}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
