/**
 * The moment the app runs in a server-drawn page, and what happened before it. Controls that need
 * the app say so until then (aria-disabled and `data-needs-script`, see ./use-hydrated.ts); a click
 * on one is kept by the entry (src/boot.ts, before React loads) and replayed once the app is ready,
 * so it is not lost. Kept free of imports: the entry is the first script a page runs.
 */
export const APP_READY_EVENT = 'shop:app-ready';

/**
 * Says the app runs: `<html data-interactive>` (browser journeys wait for it) and the event.
 * Called once the app's first render (or hydration) is committed.
 */
export function announceAppReady() {
  document.documentElement.dataset.interactive = '';
  window.dispatchEvent(new Event(APP_READY_EVENT));
}

/** How long a kept click waits for its control to become active (a part hydrated later). */
const REPLAY_WAIT_MS = 10_000;

const isWaiting = (control: HTMLElement) => control.getAttribute('aria-disabled') === 'true';

/** Clicks `control` once it is no longer waiting for the app (at once if it is not). */
function clickWhenActive(control: HTMLElement) {
  if (!isWaiting(control)) return control.click();
  const observer = new MutationObserver(() => {
    if (isWaiting(control)) return;
    observer.disconnect();
    if (control.isConnected) control.click();
  });
  observer.observe(control, { attributes: true, attributeFilter: ['aria-disabled'] });
  setTimeout(() => observer.disconnect(), REPLAY_WAIT_MS);
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
      if (control?.isConnected) clickWhenActive(control);
    },
    { once: true },
  );
}
