/** A product's colours as small dots on its card, named for screen readers ("Colours: Sage, Sand"). */
import { swatchProps } from './color-swatches';

/** More dots than this crowd a phone's two-column card: the rest are counted ("+2"). */
const SHOWN = 5;

export function ColourDots({ colours }: { colours: readonly string[] }) {
  if (colours.length < 2) return null;
  const hidden = colours.length - SHOWN;
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">Colours: {colours.join(', ')}</span>
      {colours.slice(0, SHOWN).map((colour) => (
        <span
          key={colour}
          aria-hidden="true"
          className="size-3 rounded-full ring-1 ring-black/15 ring-inset"
          {...swatchProps(colour)}
        />
      ))}
      {hidden > 0 && (
        <span aria-hidden="true" className="text-xs text-stone-600">
          +{hidden}
        </span>
      )}
    </p>
  );
}
