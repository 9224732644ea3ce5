/** A label and its amount in the checkout's order summary; a long discount name wraps. */
import type { ReactNode } from 'react';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 text-stone-700">
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{children}</dd>
    </div>
  );
}
