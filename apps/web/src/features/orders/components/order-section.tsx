/** A titled white card, the unit every part of an order's page sits in. */
import type { ReactNode } from 'react';

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
      <h2 className="text-xs font-semibold tracking-widest text-stone-600 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
