/**
 * The rating as a radio group of five stars: native radios, so arrow keys move and choose,
 * drawn as stars filled up to the chosen (or hovered) value.
 */
import { Star } from 'lucide-react';
import { useState } from 'react';

type StarRatingInputProps = { value: number; onChange: (rating: number) => void; name: string };

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRatingInput({ value, onChange, name }: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Your rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <Star
                size={28}
                strokeWidth={1.5}
                aria-hidden="true"
                className={
                  stars <= shown ? 'fill-clay-600 text-clay-600' : 'fill-transparent text-stone-400'
                }
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-stone-600 tabular-nums">
          {value} / 5
        </span>
      </div>
    </fieldset>
  );
}
