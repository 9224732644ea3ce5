/**
 * A part of a server-drawn page that hydrates after the rest: once it comes near the viewport
 * ('visible') or the browser is idle ('idle'), at once when the shopper reaches into it (pointer,
 * key, focus) or an update is on its way to it. Until then React keeps the server's HTML as it is
 * (a dehydrated Suspense boundary: the same elements, so nothing moves, and links work as links),
 * and the work of hydrating it stays out of the page's first seconds (issue 24, record 035). In
 * any other render (a client-side navigation, a page the browser draws) it is just its children.
 *
 * The router's first navigation hydrates every part still waiting (React would hold the navigation
 * back for it: ./hydration-gates.ts). A part hydrates with the values of its moment: its HTML must
 * not depend on what may change before then (the router's location, say; the footer's links do
 * not), or React draws it again and reports a mismatch. Stores read through useSyncExternalStore
 * are safe: hydration reads their server snapshot.
 */
import {
  isValidElement,
  Suspense,
  use,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { releaseHydration, waitToHydrate, type HydrateMoment } from './hydration-gates';

const never = () => () => {};
/** True while React hydrates the server's HTML (and on the server), false in any other render. */
const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

/** Inside the boundary: while hydrating, waits for the part's moment (the HTML stays meanwhile). */
function Gate({ id, until, children }: { id: string; until: HydrateMoment; children: ReactNode }) {
  // Kept from the render that mounted it: the re-render right after hydration (the store's
  // snapshot turns false) still calls use(), as React asks.
  const [hydrating] = useState(useHydrating());
  if (hydrating && !import.meta.env.SSR) {
    const wait = waitToHydrate(id, until);
    if (wait) use(wait);
  }
  return children;
}

/** Same component, key and props (each compared with Object.is): the same render. */
function sameElement(a: ReactElement, b: ReactElement) {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key)
    return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const names = Object.keys(before);
  return (
    names.length === Object.keys(after).length &&
    names.every((name) => Object.is(before[name], after[name]))
  );
}

type HydrateLaterProps = {
  /** When the part hydrates by itself (default: when it comes near the viewport). */
  until?: HydrateMoment;
  /** Shown while a lazy part's code loads in a render that is not a hydration. */
  fallback?: ReactNode;
  /** One element; its props are compared to tell a real change from a parent's re-render. */
  children: ReactElement;
};

export function HydrateLater({ until = 'visible', fallback = null, children }: HydrateLaterProps) {
  const id = useId();
  // New props for the part: React hydrates it with the old ones first, so it must not wait.
  const [first] = useState(children);
  const unchanged = sameElement(first, children);
  if (!unchanged) releaseHydration(id);
  const shown = unchanged ? first : children;
  // The same boundary element while nothing changed, so a parent's re-render does not count as an
  // update to the part (which would make React hydrate it at once).
  const boundary = useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Gate id={id} until={until}>
          {shown}
        </Gate>
      </Suspense>
    ),
    // The fallback only counts before the part first shows: a new one is no reason to redraw it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, until, shown],
  );
  // `display: contents`: the wrapper adds no box, so the page's layout is the same without it.
  return (
    <div data-hydrate-later={id} className="contents">
      {boundary}
    </div>
  );
}
