/**
 * The moment the app runs in a server-drawn page, and what happened before it. Controls that need
 * the app say so until then (aria-disabled and `data-needs-script`, see ./use-hydrated.ts); a click
 * on one is kept by the entry (src/boot.ts, before React loads) and replayed once the app is ready,
 * so it is not lost. Kept free of imports: the entry is the first script a page runs.
 */
export const APP_READY_EVENT = 'shop:app-ready';

/** Says the app runs: called once the layout has hydrated. */
export function announceAppReady() {
  document.documentElement.dataset.appReady = '';
  window.dispatchEvent(new Event(APP_READY_EVENT));
}

/**
 * Keeps the last click on a not-yet-active control and clicks it again once the app is ready (the
 * hydrated page reuses the same elements, now with their handlers).
 */
export function keepEarlyClicks(root: Document = document) {
  let early: HTMLElement | null = null;
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('[data-needs-script][aria-disabled="true"]');
    if (control) early = control;
  };
  root.addEventListener('click', keep, true);
  window.addEventListener(
    APP_READY_EVENT,
    () => {
      root.removeEventListener('click', keep, true);
      const control = early;
      early = null;
      if (control?.isConnected && control.getAttribute('aria-disabled') !== 'true') control.click();
    },
    { once: true },
  );
}
