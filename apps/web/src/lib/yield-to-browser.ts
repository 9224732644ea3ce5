/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in
 * between: long start-up work cut into pieces under 50 ms (issue 24). scheduler.yield() (Chrome
 * 129+) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
