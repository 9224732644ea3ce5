import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec: every path change starts at the top. The browser stores no scroll positions for our
 * entries (manual restoration), so Back also starts at the top. A #fragment scrolls to its target.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return null;
}
