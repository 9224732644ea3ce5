/** A titled white card, the unit every part of an order's page sits in. */
import { useId, type ReactNode } from 'react';

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  // Named by its heading, so a screen reader's landmarks list each part of the order.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
      <h2 id={id} className="text-xs font-semibold tracking-widest text-stone-600 uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
