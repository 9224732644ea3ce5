/** How far (0-100) the reader has scrolled through an element: 0 at its top, 100 at its end. */
import { useEffect, useState, type RefObject } from 'react';
import { PERCENT, percentOf } from '../../../lib/percent';

export function readingProgress(rect: { top: number; height: number }, viewportHeight: number) {
  const scrollable = rect.height - viewportHeight;
  if (scrollable <= 0) return rect.top + rect.height <= viewportHeight ? PERCENT : 0;
  return Math.min(PERCENT, Math.max(0, percentOf(-rect.top, scrollable)));
}

export function useReadingProgress(target: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const value = readingProgress(element.getBoundingClientRect(), window.innerHeight);
      setProgress(Math.round(value * 10) / 10);
    };
    // One measurement per frame, however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);

  return progress;
}
