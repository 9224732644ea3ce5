/**
 * Shown in the page slot while the first page's code loads, so the header paints at once. It is
 * a screen tall so the footer stays below the fold and nothing shifts when the page arrives.
 */
export function PageFallback() {
  return <div aria-hidden="true" className="min-h-dvh" />;
}
