import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  // Moving focus by hand keeps the router's history untouched (no '#main' entry).
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-full bg-brand-800 px-5 py-3 text-sm font-medium text-sand-50 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      Skip to content
    </a>
  );
}
