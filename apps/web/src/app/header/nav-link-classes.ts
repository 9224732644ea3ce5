import { cx } from '../../lib/class-names';

/** Desktop navigation item; the active one gets a fine underline. */
export const navItemClasses = (active: boolean) =>
  cx(
    'relative inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-[0.9rem] tracking-wide whitespace-nowrap transition-colors xl:px-3',
    'after:absolute after:inset-x-2.5 xl:after:inset-x-3 after:bottom-0.5 after:h-px after:origin-left after:bg-brand-700 after:transition-transform',
    active
      ? 'text-brand-900 after:scale-x-100'
      : 'text-stone-700 after:scale-x-0 hover:text-brand-900',
  );

/** Row inside a dropdown panel (Radix sets data-highlighted on the focused one). */
export const menuItemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none ' +
  'data-highlighted:bg-sand-100 data-highlighted:text-brand-900';

export const menuPanelClasses =
  'z-50 min-w-52 rounded-xl border border-sand-200 bg-white p-1.5 shadow-[0_16px_40px_-16px_rgba(38,54,41,0.35)]';
