/**
 * Whether the app runs in this page yet: false on the server and while React hydrates the
 * server's HTML (so the markup matches), true from the render after. Controls that need the app
 * use it to say they are not active yet.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
