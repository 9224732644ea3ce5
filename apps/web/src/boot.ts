/**
 * The page's entry. The server-drawn HTML (or the shell) paints with the styles alone; then the
 * app's code loads: the chunks the server listed for this page are preloaded together and the app
 * starts (src/main.tsx hydrates or renders). On a slow phone network the page's text and main
 * image no longer share the first seconds with the scripts.
 */
import { PAGE_MODULES_META } from '@shop/shared';
import './index.css';
import { keepEarlyClicks } from './lib/app-ready';

// A click on a control that needs the app, before it runs, is replayed once it does.
keepEarlyClicks();

function start() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`);
  // Into the head at once: one insertion instead of one per chunk (about half the time, record 035).
  const links = document.createDocumentFragment();
  for (const href of listed?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  // React DOM is evaluated first, the app in a later task: two shorter stretches of script
  // instead of one that holds the main thread.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));
}

// A frame callback runs just before a paint; the timeout after it, just after that paint. A tab
// opened in the background paints nothing until shown, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
