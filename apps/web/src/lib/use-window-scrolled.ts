/** True once the window has scrolled past a threshold; re-renders only when that flips. */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useWindowScrolled(thresholdPx: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
