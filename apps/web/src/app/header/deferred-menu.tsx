/**
 * Keeps Radix menus out of the first download (home page JS budget: bench/budgets.json).
 * A plain button that looks like the real trigger stands in. The menu's code loads when the
 * browser is idle after the page, or sooner on hover or focus; a click opens the menu as soon as
 * its code is there. No Suspense: React holds revealed boundaries back ~300 ms, too slow for a menu.
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useRouteScopedOpen } from '../../lib/use-route-scoped-open';

export type MenuOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

export type StandInProps = {
  'aria-expanded': boolean;
  /** Until the app runs the menu cannot open: the trigger says so, and an early click is replayed. */
  'aria-disabled'?: true;
  'data-needs-script': '';
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

type MenuModule = { default: ComponentType<MenuOpenProps> };

/** A menu's code, fetched at most once (again after a failure) and then rendered synchronously. */
export function deferredMenu(load: () => Promise<MenuModule>) {
  let loaded: ComponentType<MenuOpenProps> | null = null;
  let pending: Promise<ComponentType<MenuOpenProps>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { get, current: () => loaded, preload: () => void get().catch(() => undefined) };
}

type DeferredMenuProps = {
  menu: ReturnType<typeof deferredMenu>;
  /** The stand-in trigger; the real menu renders its own trigger looking the same. */
  renderStandIn: (props: StandInProps) => ReactElement;
};

export function DeferredMenu({ menu, renderStandIn }: DeferredMenuProps) {
  const [open, setOpen] = useRouteScopedOpen();
  const [wanted, setWanted] = useState(false);
  const [Menu, setMenu] = useState(menu.current);
  const hydrated = useHydrated();

  useEffect(() => whenIdle(menu.preload), [menu]);
  useEffect(() => {
    if (!wanted || Menu) return;
    let live = true;
    menu.get().then(
      (component) => live && setMenu(() => component),
      (error: unknown) => {
        console.error('The menu could not be loaded', error);
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Menu, menu]);

  if (wanted && Menu) return <Menu open={open} onOpenChange={setOpen} />;
  const activate = () => {
    const ready = menu.current();
    if (ready) setMenu(() => ready);
    setWanted(true);
    setOpen(true);
  };
  const waiting: Pick<StandInProps, 'aria-disabled' | 'data-needs-script'> = hydrated
    ? { 'data-needs-script': '' }
    : { 'data-needs-script': '', 'aria-disabled': true };
  return wanted
    ? renderStandIn({ 'aria-expanded': open, ...waiting })
    : renderStandIn({
        ...waiting,
        'aria-expanded': false,
        onClick: activate,
        onPointerEnter: menu.preload,
        onFocus: menu.preload,
      });
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
