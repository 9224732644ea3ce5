/** Open/closed state that resets to closed on every navigation (menus close on route change). */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

export function useRouteScopedOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ open: false, key });
  // Adjusting state while rendering (not in an effect) so a stale menu never paints on the new page.
  if (state.key !== key) setState({ open: false, key });
  const setOpen = useCallback((open: boolean) => setState({ open, key }), [key]);
  return [state.open && state.key === key, setOpen];
}
