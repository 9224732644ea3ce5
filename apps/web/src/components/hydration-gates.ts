/**
 * The waiting side of ./hydrate-later.tsx: one gate per part, found in the server's HTML by its
 * `data-hydrate-later` id, opened by its moment (in view, or idle), by the shopper reaching into
 * it, or by an update. Opening resolves the promise React waits on; the part then hydrates.
 */
export type HydrateMoment = 'visible' | 'idle';

const ATTRIBUTE = 'data-hydrate-later';
/** Parts this close below the viewport hydrate already, so scrolling meets them ready. */
const VISIBLE_MARGIN = '200px 0px';
/** The longest an 'idle' part waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;
/** What the shopper does inside a part, caught before React sees it (its listener is on #root). */
const REACH = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** `status` marks the promise settled for React's use(), which then reads it without waiting. */
type Gate = { promise: Promise<void> & { status?: 'fulfilled' }; open: () => void };
/** Keyed by the wrapper element: a new page (or a test's new render) starts afresh. */
const gates = new WeakMap<Element, Gate>();

const wrapperOf = (id: string) =>
  [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((el) => el.getAttribute(ATTRIBUTE) === id);

/** Opens every gate around the event's target (parts may sit inside parts). */
function onReach(event: Event) {
  const target = event.target;
  let node =
    target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  while (node) {
    const wrapper = node.closest(`[${ATTRIBUTE}]`);
    if (wrapper) gates.get(wrapper)?.open();
    node = wrapper?.parentElement ?? null;
  }
}

let listening = false;
function listenForReach() {
  if (listening) return;
  listening = true;
  for (const type of REACH)
    document.addEventListener(type, onReach, { capture: true, passive: true });
}

function watch(wrapper: Element, until: HydrateMoment, open: () => void) {
  if (until === 'idle') {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(open, 1);
    return;
  }
  // The wrapper has no box of its own (display: contents): its children are watched.
  const children = [...wrapper.children];
  if (typeof IntersectionObserver === 'undefined' || children.length === 0) return open();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      open();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of children) observer.observe(child);
}

function gateOf(wrapper: Element): Gate {
  let gate = gates.get(wrapper);
  if (!gate) {
    let resolve!: () => void;
    const created: Gate = {
      promise: new Promise<void>((done) => (resolve = done)),
      open: () => {
        created.promise.status = 'fulfilled';
        resolve();
      },
    };
    gates.set(wrapper, (gate = created));
  }
  return gate;
}

/** Set by releaseAllHydration: from then on no part waits. */
let allReleased = false;

/**
 * What the part `id` waits for before it hydrates, for use(): a promise, settled once it may
 * hydrate; null when its HTML is not in the page. The first call starts watching for its moment.
 */
export function waitToHydrate(id: string, until: HydrateMoment): Promise<void> | null {
  const wrapper = wrapperOf(id);
  if (!wrapper) return null;
  const known = gates.has(wrapper);
  const gate = gateOf(wrapper);
  if (allReleased) gate.open();
  else if (!known) {
    listenForReach();
    watch(wrapper, until, gate.open);
  }
  return gate.promise;
}

/** Lets the part `id` hydrate now (an update is on its way to it). */
export function releaseHydration(id: string) {
  if (import.meta.env.SSR) return;
  const wrapper = wrapperOf(id);
  if (wrapper) gateOf(wrapper).open();
}

/** Lets every part hydrate now. */
export function releaseAllHydration() {
  if (import.meta.env.SSR) return;
  allReleased = true;
  for (const wrapper of document.querySelectorAll(`[${ATTRIBUTE}]`)) gates.get(wrapper)?.open();
}

/**
 * The router's first navigation hydrates every part still waiting: its new location and route
 * data reach them all, and React holds a navigation (a transition) back until such a part has
 * hydrated, so a part waiting to be seen would hold it back for good.
 */
export function hydrateAllOnFirstNavigation(router: { subscribe: (fn: () => void) => () => void }) {
  const unsubscribe = router.subscribe(() => {
    unsubscribe();
    releaseAllHydration();
  });
}
