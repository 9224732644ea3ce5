/** A thin bar across the top of the window that fills as the article is read. */
import type { RefObject } from 'react';
import { PERCENT } from '../../../lib/percent';
import { useReadingProgress } from '../hooks/use-reading-progress';

export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const progress = useReadingProgress(target);
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={PERCENT}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div
        className="h-full origin-left bg-brand-600"
        style={{ transform: `scaleX(${progress / PERCENT})` }}
      />
    </div>
  );
}
