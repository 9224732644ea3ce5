import { DeferredMenu, deferredMenu } from './deferred-menu';
import { MenuButtonFace, menuButtonClasses } from './menu-button';

const menu = deferredMenu(() => import('./mobile-menu-sheet'));

/** Below md: the menu button; the sheet (a Radix dialog) loads when it is first wanted. */
export function MobileMenu() {
  return (
    <DeferredMenu
      menu={menu}
      renderStandIn={(props) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label="Open menu"
          className={menuButtonClasses}
          {...props}
        >
          <MenuButtonFace />
        </button>
      )}
    />
  );
}
