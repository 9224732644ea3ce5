/** Colour choice as a native radio group (arrow keys work), each option a swatch with its name. */
import { swatchProps } from '../../../components/product/color-swatches';

type ColorSelectorProps = {
  colors: string[];
  value: string | undefined;
  onChange: (color: string) => void;
};

export function ColorSelector({ colors, value, onChange }: ColorSelectorProps) {
  if (colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-brand-900">
        Colour
        <span className="font-normal text-stone-600" aria-hidden="true">
          : {value}
        </span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {colors.map((color) => (
          <label key={color} className="cursor-pointer">
            <input
              type="radio"
              name="product-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span className="flex h-10 items-center gap-2 rounded-full bg-white pr-4 pl-2 text-sm text-brand-900 ring-1 ring-sand-200 transition-shadow peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:ring-brand-200">
              <span
                className="size-6 rounded-full ring-1 ring-black/10 ring-inset"
                {...swatchProps(color)}
              />
              {color}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
