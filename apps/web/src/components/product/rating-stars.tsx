/**
 * Five stars filled to the rating (quarter steps), with the review count beside them. Drawn as
 * one masked element rather than ten icons: product grids show dozens of these.
 */
import type { CSSProperties } from 'react';
import { percentOf } from '../../lib/percent';

type RatingStarsProps = {
  rating: number;
  reviews?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const STAR_SIZE = { sm: 14, md: 16, lg: 20 } as const;
const STAR = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'/%3E%3C/svg%3E")`;

export function RatingStars({ rating, reviews, size = 'sm', className = '' }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const percent = percentOf(Math.round(clamped * 4) / 4, 5);
  const px = STAR_SIZE[size];
  const style: CSSProperties = {
    width: px * 5,
    height: px,
    background: `linear-gradient(90deg, var(--color-clay-600) ${percent}%, var(--color-sand-200) ${percent}%)`,
    maskImage: STAR,
    WebkitMaskImage: STAR,
    maskSize: `${px}px ${px}px`,
    WebkitMaskSize: `${px}px ${px}px`,
    maskRepeat: 'repeat-x',
    WebkitMaskRepeat: 'repeat-x',
  };
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <span
        role="img"
        aria-label={`Rated ${clamped.toFixed(1)} out of 5`}
        className="inline-block shrink-0 forced-color-adjust-none"
        style={style}
      />
      {reviews !== undefined && (
        <span className={`text-stone-600 ${size === 'lg' ? 'text-sm' : 'text-xs'}`}>
          ({reviews}
          <span className="sr-only"> {reviews === 1 ? 'review' : 'reviews'}</span>)
        </span>
      )}
    </div>
  );
}
