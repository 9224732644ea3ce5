/**
 * Remove with the spec's 0.3 s slide-left fade-out (TIMINGS.removeAnimationMs), then delete.
 * With reduced motion the line goes at once; leaving the page mid-animation still deletes it.
 */
import { TIMINGS } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useRemoveAnimation(remove: () => void) {
  const [removing, setRemoving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latestRemove = useRef(remove);
  useEffect(() => {
    latestRemove.current = remove;
  });

  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      latestRemove.current();
    },
    [],
  );

  const startRemoval = () => {
    if (timer.current !== undefined) return;
    if (prefersReducedMotion()) {
      latestRemove.current();
      return;
    }
    setRemoving(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      latestRemove.current();
    }, TIMINGS.removeAnimationMs);
  };

  return { removing, startRemoval };
}
