import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. a label beside an icon). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
